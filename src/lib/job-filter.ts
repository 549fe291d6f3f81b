/**
 * Job filtering of spec §5, as one pure function: Job Type matches a job's first type, Industry any of its
 * types (the whole array is the category), City and Country a part of its location; the two searches are
 * case-insensitive "contains". Within a group any checked option matches; the groups and searches all
 * apply together; an empty group means no restriction.
 */
import type { JobVacancy } from "../../shared/wire";

/** The fixed options of spec §2, in the order the panel shows them. */
export const JOB_FILTER_GROUPS = [
  { key: "jobType", label: "Job Type", options: ["Full Time", "Part Time", "Contract"] },
  { key: "industry", label: "Industry", options: ["IT", "Marketing", "Finance"] },
  { key: "city", label: "City", options: ["Pune"] },
  { key: "country", label: "Country", options: ["India"] },
] as const;

export type FilterGroup = (typeof JOB_FILTER_GROUPS)[number]["key"];

/** The checked options of each group. */
export type JobFilters = Record<FilterGroup, readonly string[]>;

export const NO_FILTERS: JobFilters = { jobType: [], industry: [], city: [], country: [] };

export interface JobSearch {
  /** Free text matched against the job title. */
  title: string;
  /** Free text matched against the location (city, state/province or country). */
  location: string;
}

export const NO_SEARCH: JobSearch = { title: "", location: "" };

const contains = (text: string, query: string): boolean =>
  text.toLowerCase().includes(query.trim().toLowerCase());

const anyOf = (selected: readonly string[], test: (value: string) => boolean): boolean =>
  selected.length === 0 || selected.some(test);

export function matchesJob(job: JobVacancy, filters: JobFilters, search: JobSearch): boolean {
  return (
    anyOf(filters.jobType, (type) => job.job_types[0] === type) &&
    anyOf(filters.industry, (industry) => job.job_types.includes(industry)) &&
    anyOf(filters.city, (city) => contains(job.location, city)) &&
    anyOf(filters.country, (country) => contains(job.location, country)) &&
    contains(job.job_title, search.title) &&
    contains(job.location, search.location)
  );
}

/** The jobs that match, of the type given (a ShownJob stays one). */
export function filterJobs<J extends JobVacancy>(jobs: readonly J[], filters: JobFilters, search: JobSearch): J[] {
  return jobs.filter((job) => matchesJob(job, filters, search));
}

/** Checks or unchecks one option of a group, keeping the others. */
export function toggleFilter(filters: JobFilters, group: FilterGroup, option: string, checked: boolean): JobFilters {
  const rest = filters[group].filter((value) => value !== option);
  return { ...filters, [group]: checked ? [...rest, option] : rest };
}
