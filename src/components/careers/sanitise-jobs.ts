/**
 * The careers pages' runtime read of GET /jobVacancies, made safe to show: the answer is checked
 * (parseJobVacancies) and each job's HTML sanitised before any component gets it. The sanitiser
 * (src/lib/sanitize-html.ts, DOMPurify) is a chunk of its own, loaded at the same moment as the read, so
 * it is neither in the pages' first load (issue 29) nor a wait after the answer; the build's jobs need
 * none (src/lib/shown-job.ts).
 */
import type { JobVacancy } from "../../../shared/wire";
import { parseJobVacancies } from "../../lib/job-vacancies";
import { sanitisedJob, type ShownJob } from "../../lib/shown-job";

type Sanitiser = (html: string) => string;

let loading: Promise<Sanitiser> | null = null;

/** The sanitiser's chunk, loaded once (a failed load is tried again next time). */
function loadSanitiser(): Promise<Sanitiser> {
  loading ??= import(/* webpackChunkName: "html-sanitiser" */ "../../lib/sanitize-html").then(
    ({ sanitizeHtml }) => sanitizeHtml,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

const shown = (job: JobVacancy, sanitise: Sanitiser): ShownJob =>
  sanitisedJob({ ...job, job_details: sanitise(job.job_details), job_html: sanitise(job.job_html) });

export type ShownRead =
  | { valid: true; jobs: ShownJob[] }
  /** Not {status: "success", data: [...]}: the body as it came, for the log. */
  | { valid: false; body: unknown };

/**
 * The read's jobs, sanitised. Rejects when the read fails or the sanitiser cannot be loaded (either way
 * the openings could not be loaded).
 */
export async function readShownJobs(read: Promise<unknown>): Promise<ShownRead> {
  const [body, sanitise] = await Promise.all([read, loadSanitiser()]);
  const jobs = parseJobVacancies(body);
  if (jobs === null) return { valid: false, body };
  return { valid: true, jobs: jobs.map((job) => shown(job, sanitise)) };
}
