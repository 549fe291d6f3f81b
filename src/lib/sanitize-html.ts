/**
 * HTML from the API (job_details, job_html, blog bodies) goes through DOMPurify before it is rendered:
 * in the browser over its own window; in server rendering over the DOM window gatsby-ssr.tsx gives
 * `provideServerDom` (jsdom), so pre-rendered pages (a job's page, the openings) hold the same sanitised
 * HTML the browser makes when it hydrates. Without any DOM nothing is rendered at all: DOMPurify would
 * hand the input back unchanged there, so these helpers return "" instead. Pre-rendered posts carry HTML
 * the build sanitised already with the same policy (gatsby/sanitize-html.ts), which their pages render as is.
 */
import DOMPurify, { type DOMPurify as Purifier, type WindowLike } from "dompurify";
import { HTML_POLICY as CONFIG, fragmentText, imagePolicy } from "../../shared/html-policy";

let hooked = false;
let serverPurifier: Purifier | null = null;

/** Server rendering only: the DOM window (jsdom's) DOMPurify works on where there is no `window`. */
export function provideServerDom(domWindow: WindowLike): void {
  const instance = DOMPurify(domWindow);
  instance.addHook("afterSanitizeAttributes", imagePolicy);
  serverPurifier = instance;
}

function purifier(): Purifier | null {
  if (typeof window === "undefined") return serverPurifier;
  if (!DOMPurify.isSupported) return null;
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
