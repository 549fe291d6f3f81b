/**
 * HTML from the API (job_details, job_html, blog bodies) goes through DOMPurify in the browser before it
 * is rendered. Without a DOM (server rendering) nothing is rendered at all: DOMPurify would hand the
 * input back unchanged there, so these helpers return "" instead. Pre-rendered posts carry HTML the
 * build sanitised already with the same policy (gatsby/post-html.ts), which their pages render as is.
 */
import DOMPurify from "dompurify";
import { HTML_POLICY as CONFIG, fragmentText, imagePolicy } from "../../shared/html-policy";

let hooked = false;

function purifier(): typeof DOMPurify | null {
  if (typeof window === "undefined" || !DOMPurify.isSupported) return null;
  if (!hooked) {
    DOMPurify.addHook("afterSanitizeAttributes", imagePolicy);
    hooked = true;
  }
  return DOMPurify;
}

/**
 * Safe HTML for dangerouslySetInnerHTML: no scripts, event handlers, javascript: URLs, styles or forms;
 * images only from absolute http(s) URLs.
 */
export function sanitizeHtml(html: string): string {
  return purifier()?.sanitize(html, CONFIG) ?? "";
}

/** The `dangerouslySetInnerHTML` prop for API HTML, always sanitised. */
export const sanitizedMarkup = (html: string): { __html: string } => ({ __html: sanitizeHtml(html) });

/** The visible text of API HTML (blocks separated by a space, entities decoded), e.g. for an excerpt. */
export function htmlToText(html: string): string {
  const purify = purifier();
  if (!purify) return "";
  return fragmentText(purify.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true }));
}
