/**
 * An `OpenJob` node's fields (gatsby/source-published.ts) from the store's open job: its summary and full
 * details sanitised here, once, with the site's policy (gatsby/sanitize-html.ts), so the careers pages
 * render them as they are (src/lib/shown-job.ts) and DOMPurify stays out of /career's first load. Beside
 * them: the fingerprint of the HTML as the store holds it (shared/source-hash.ts), so a runtime read that
 * brings the same HTML needs no sanitiser, and the summary as text (a job page's description).
 */
import type { OpenJobEntry } from "../shared/published";
import { sourceHash } from "../shared/source-hash";
import { htmlText, sanitizeHtml } from "./sanitize-html";

export type OpenJobFields = Omit<OpenJobEntry, "id"> & { jobId: number; source: string; summaryText: string };

export function openJobFields({ id: jobId, ...job }: OpenJobEntry): OpenJobFields {
  return {
    jobId,
    ...job,
    details: sanitizeHtml(job.details),
    html: sanitizeHtml(job.html),
    source: sourceHash(job.details, job.html),
    summaryText: htmlText(job.details),
  };
}
