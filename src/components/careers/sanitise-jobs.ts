/**
 * The careers pages' runtime read of GET /jobVacancies, made safe to show: the answer is checked
 * (parseJobVacancies) and each job's HTML sanitised before any component gets it. A job whose HTML is the
 * same as when the build sanitised it (its fingerprint, shared/source-hash.ts, matches the build's copy)
 * takes the build's sanitised HTML; only a job changed since the build needs the sanitiser
 * (src/lib/sanitize-html.ts, DOMPurify), a chunk of its own loaded then. So a visit to /career or a job's
 * page, where the build is usually current, neither downloads nor runs it (issue 29: first-load
 * JavaScript and main-thread time).
 */
import type { JobVacancy } from "../../../shared/wire";
import { sourceHash } from "../../../shared/source-hash";
import { parseJobVacancies } from "../../lib/job-vacancies";
import { loadSanitiser, type Sanitiser } from "../../lib/load-sanitiser";
import { sanitisedJob, type ShownJob } from "../../lib/shown-job";

/** The build's copy of `job` when its HTML is still what the build sanitised, else null. */
function builtCopy(job: JobVacancy, built: readonly ShownJob[]): ShownJob | null {
  const copy = built.find((candidate) => Number(candidate.id) === Number(job.id));
  if (!copy?.source || copy.source !== sourceHash(job.job_details, job.job_html)) return null;
  return copy;
}

/** A job of the read as it is shown: with its build copy's HTML, else with its own sanitised. */
function shown(job: JobVacancy, copy: ShownJob | null | undefined, sanitise: Sanitiser | null): ShownJob {
  if (copy) return sanitisedJob({ ...job, job_details: copy.job_details, job_html: copy.job_html });
  if (!sanitise) throw new Error("A changed job needs the sanitiser");
  return sanitisedJob({ ...job, job_details: sanitise(job.job_details), job_html: sanitise(job.job_html) });
}

export type ShownRead =
  | { valid: true; jobs: ShownJob[] }
  /** Not {status: "success", data: [...]}: the body as it came, for the log. */
  | { valid: false; body: unknown };

/**
 * The read's jobs, sanitised (with the build's sanitised HTML where it did not change, `built`); with
 * `only`, just the job of that id (a job's page). Rejects when the read fails or the sanitiser is needed
 * and cannot be loaded (either way the openings could not be loaded).
 */
export async function readShownJobs(read: Promise<unknown>, built: readonly ShownJob[] = [], only?: number): Promise<ShownRead> {
  const body = await read;
  const parsed = parseJobVacancies(body);
  if (parsed === null) return { valid: false, body };
  const jobs = only === undefined ? parsed : parsed.filter((job) => Number(job.id) === only);
  const copies = jobs.map((job) => builtCopy(job, built));
  const sanitise = copies.every(Boolean) ? null : await loadSanitiser();
  return { valid: true, jobs: jobs.map((job, index) => shown(job, copies[index], sanitise)) };
}
