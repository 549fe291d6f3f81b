/**
 * An `OpenJob` node's fields (gatsby/source-published.ts) from the store's open job: its summary and full
 * details sanitised here, once, with the site's policy (gatsby/sanitize-html.ts), so the careers pages
 * render them as they are (src/lib/shown-job.ts) and DOMPurify stays out of /career's first load.
 */
import type { OpenJobEntry } from "../shared/published";
import { sanitizeHtml } from "./sanitize-html";

export type OpenJobFields = Omit<OpenJobEntry, "id"> & { jobId: number };

export function openJobFields({ id: jobId, ...job }: OpenJobEntry): OpenJobFields {
  return { jobId, ...job, details: sanitizeHtml(job.details), html: sanitizeHtml(job.html) };
}
