import { sanitisedJob, type ShownJob } from "./shown-job";

/** An open job as the build read it from the API's store (gatsby/schema/published.ts's OpenJob). */
export interface OpenJobData {
  jobId: number;
  title: string;
  location: string;
  experience: string;
  types: readonly string[];
  /** Sanitised by the build (gatsby/open-job-fields.ts). */
  details: string;
  /** Sanitised by the build (gatsby/open-job-fields.ts). */
  html: string;
  /** The fingerprint of `details` and `html` as the store holds them (shared/source-hash.ts). */
  source: string;
}

/**
 * The build's open job in the shape GET /jobVacancies gives it, so the same components show both; its
 * HTML is the build's sanitised HTML, shown as is.
 */
export const vacancyFromOpenJob = (job: OpenJobData): ShownJob =>
  sanitisedJob({
    id: job.jobId,
    job_title: job.title,
    location: job.location,
    experience: job.experience,
    job_details: job.details,
    job_html: job.html,
    job_types: [...job.types],
    source: job.source,
  });

/** A job's own page. */
export const jobPagePath = (id: number | string): string => `/career/${id}`;

/** The job id a `/career/<id>` address names, or null for anything else. */
export function jobIdFromPath(pathname: string): number | null {
  const match = /^\/career\/(\d{1,9})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
