/**
 * A job whose HTML (`job_details`, `job_html`) is safe to render as is. Only two places make one: the
 * build's open job (`vacancyFromOpenJob`, src/lib/open-job.ts: the build sanitised it) and the careers
 * pages' runtime sanitiser (src/components/careers/sanitise-jobs.ts, a chunk of its own). The careers
 * components take nothing else, so they never render unsanitised HTML and never load DOMPurify
 * themselves (issue 29: it is not in /career's first load).
 */
import type { JobVacancy } from "../../shared/wire";

declare const brand: unique symbol;

export type ShownJob = JobVacancy & {
  readonly [brand]: true;
  /**
   * The build's jobs only: the fingerprint of their HTML as the API serves it (shared/source-hash.ts).
   * A runtime read bringing the same HTML shows this job's sanitised HTML (sanitise-jobs.ts).
   */
  readonly source?: string;
};

/**
 * Marks a job as shown as is. Call it only with HTML that has been sanitised with the site's policy
 * (shared/html-policy.ts): the two places named above.
 */
export const sanitisedJob = (job: JobVacancy & { source?: string }): ShownJob => job as ShownJob;
