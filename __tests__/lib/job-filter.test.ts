import {
  JOB_FILTER_GROUPS,
  NO_FILTERS,
  NO_SEARCH,
  filterJobs,
  toggleFilter,
  type JobFilters,
} from "../../src/lib/job-filter";
import type { JobVacancy } from "../../shared/wire";

const job = (id: number, job_title: string, location: string, job_types: string[]): JobVacancy => ({
  id,
  job_title,
  location,
  job_types,
  experience: "2 years",
  job_details: "<p>x</p>",
  job_html: "<p>x</p>",
});

const JOBS = [
  job(1, "Senior React Developer", "Pune, Maharashtra, India", ["Full Time", "IT"]),
  job(2, "Brand Strategist", "London, England, United Kingdom", ["Contract", "Marketing"]),
  job(3, "Fintech Compliance Consultant", "Dubai, United Arab Emirates", ["Contract", "Finance", "IT"]),
  job(4, "Bookkeeping Associate", "Kochi, Kerala, India", ["Part Time", "Finance"]),
  job(5, "Lead Generation Executive", "Austin, Texas, USA", ["Full Time", "Marketing", "Finance"]),
  job(6, "Odd one", "Pune", ["IT", "Full Time"]),
];

const ids = (filters: Partial<JobFilters>, search = NO_SEARCH) =>
  filterJobs(JOBS, { ...NO_FILTERS, ...filters }, search).map((j) => j.id);

describe("filterJobs (spec §5)", () => {
  it("keeps every job when nothing is chosen: an empty group is no restriction", () => {
    expect(ids({})).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it("matches Job Type against the first type only", () => {
    expect(ids({ jobType: ["Full Time"] })).toEqual([1, 5]);
    expect(ids({ jobType: ["Contract"] })).toEqual([2, 3]);
  });

  it("matches Industry against the whole category", () => {
    expect(ids({ industry: ["IT"] })).toEqual([1, 3, 6]);
    expect(ids({ industry: ["Finance"] })).toEqual([3, 4, 5]);
  });

  it("ORs options within a group and ANDs the groups", () => {
    expect(ids({ jobType: ["Full Time", "Part Time"] })).toEqual([1, 4, 5]);
    expect(ids({ jobType: ["Full Time"], industry: ["Finance"] })).toEqual([5]);
    expect(ids({ industry: ["Marketing"], country: ["India"] })).toEqual([]);
  });

  it("matches City and Country as a part of the location, in any case", () => {
    expect(ids({ city: ["Pune"] })).toEqual([1, 6]);
    expect(ids({ country: ["India"] })).toEqual([1, 4]);
    expect(filterJobs([job(9, "x", "PUNE, india", ["IT"])], { ...NO_FILTERS, city: ["Pune"], country: ["India"] }, NO_SEARCH)).toHaveLength(1);
  });

  it("searches title and location case-insensitively, as contains, ignoring surrounding spaces", () => {
    expect(ids({}, { title: "  rEaCt ", location: "" })).toEqual([1]);
    expect(ids({}, { title: "", location: "texas" })).toEqual([5]);
    expect(ids({}, { title: "consult", location: "uae" })).toEqual([]);
    expect(ids({}, { title: "e", location: "india" })).toEqual([1, 4]);
  });

  it("offers exactly the fixed options of spec §2", () => {
    expect(JOB_FILTER_GROUPS.map((g) => [g.label, [...g.options]])).toEqual([
      ["Job Type", ["Full Time", "Part Time", "Contract"]],
      ["Industry", ["IT", "Marketing", "Finance"]],
      ["City", ["Pune"]],
      ["Country", ["India"]],
    ]);
  });
});

describe("toggleFilter", () => {
  it("adds and removes one option without touching other groups or the input", () => {
    const start: JobFilters = { ...NO_FILTERS, city: ["Pune"] };
    const on = toggleFilter(start, "jobType", "Contract", true);
    expect(on).toEqual({ ...NO_FILTERS, city: ["Pune"], jobType: ["Contract"] });
    expect(toggleFilter(on, "jobType", "Contract", false)).toEqual(start);
    expect(toggleFilter(on, "jobType", "Contract", true).jobType).toEqual(["Contract"]);
    expect(start.jobType).toEqual([]);
  });
});
