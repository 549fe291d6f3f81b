/**
 * schema.org JobPosting for a job's page (issue 29), complete enough for Google's job search. A pure
 * builder typed with schema-dts; the page's Seo turns it into JSON-LD.
 */
import type { JobPosting, Place, WithContext } from "schema-dts";
import { parseJobLocation } from "./job-location";
import { LOGO_PATH, type JsonLd, type PageContext } from "./structured-data";

export interface JobPostingFacts {
  /** The job's id in the staff API and /jobVacancies. */
  id: number;
  title: string;
  location: string;
  /** The full details as HTML (already sanitised). */
  html: string;
  /** The job's types; the first is the kind of employment. */
  types: readonly string[];
  /** When it was opened (ISO 8601). */
  postedAt: string;
  /** Its last open day (YYYY-MM-DD, Asia/Kolkata), or null. */
  closesAt: string | null;
}

/** How long a job without a closing date is said to stay open (Google asks for validThrough). */
export const DEFAULT_VALIDITY_DAYS = 60;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of the closing day in Asia/Kolkata (UTC+05:30, no daylight saving), or 60 days after posting. */
export function validThrough(postedAt: string, closesAt: string | null): string {
  if (closesAt && /^\d{4}-\d{2}-\d{2}$/.test(closesAt)) return `${closesAt}T23:59:59+05:30`;
  return new Date(new Date(postedAt).getTime() + DEFAULT_VALIDITY_DAYS * DAY_MS).toISOString();
}

const EMPLOYMENT: Record<string, string> = {
  fulltime: "FULL_TIME",
  permanent: "FULL_TIME",
  parttime: "PART_TIME",
  contract: "CONTRACTOR",
  contractor: "CONTRACTOR",
  freelance: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
  intern: "INTERN",
};

/** Google's employmentType for the job's first type ("Full Time" → FULL_TIME), or null for one it has none for. */
export function employmentType(types: readonly string[]): string | null {
  const first = types[0];
  if (!first) return null;
  return EMPLOYMENT[first.toLowerCase().replace(/[^a-z]/g, "")] ?? null;
}

function jobPlace(location: string): { jobLocation?: Place; remote: boolean; countryCode?: string; countryName?: string } {
  const place = parseJobLocation(location);
  if (!place.locality && !place.region && !place.countryCode) return { remote: place.remote };
  return {
    remote: place.remote,
    countryCode: place.countryCode,
    countryName: place.countryName,
    jobLocation: {
      "@type": "Place",
      address: {
        "@type": "PostalAddress",
        ...(place.locality ? { addressLocality: place.locality } : {}),
        ...(place.region ? { addressRegion: place.region } : {}),
        ...(place.countryCode ? { addressCountry: place.countryCode } : {}),
      },
    },
  };
}

/** JobPosting with the job, its dates, kind, place, the agency that hires, and direct application. */
export function jobPostingLd(facts: JobPostingFacts, page: PageContext): JsonLd {
  const kind = employmentType(facts.types);
  const where = jobPlace(facts.location);
  const posting: WithContext<JobPosting> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    "@id": `${page.canonical}#job`,
    title: facts.title,
    description: facts.html,
    url: page.canonical,
    datePosted: facts.postedAt,
    validThrough: validThrough(facts.postedAt, facts.closesAt),
    ...(kind ? { employmentType: kind } : {}),
    hiringOrganization: {
      "@type": "Organization",
      "@id": `${page.siteUrl}/#organization`,
      name: page.siteName,
      sameAs: `${page.siteUrl}/`,
      logo: `${page.siteUrl}${LOGO_PATH}`,
    },
    identifier: { "@type": "PropertyValue", name: page.siteName, value: String(facts.id) },
    directApply: true,
    ...(where.jobLocation && !where.remote ? { jobLocation: where.jobLocation } : {}),
    ...(where.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          // Google asks where a remote applicant may live; the agency hires in India unless the location names a country.
          applicantLocationRequirements: { "@type": "Country", name: where.countryName ?? "India" },
        }
      : {}),
  };
  const ld: JsonLd = { ...posting };
  return ld;
}
