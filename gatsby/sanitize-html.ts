/**
 * The build's side of `src/lib/sanitize-html.ts`: DOMPurify over a jsdom window with the site's one
 * allow-list (shared/html-policy.ts), so HTML from the API's store (post bodies) is sanitised in the
 * pre-rendered pages, where the browser's sanitiser has no DOM to work with and renders nothing.
 * Used by the schema's resolvers (gatsby/schema/post-fields.ts) and for the open jobs' HTML where their
 * nodes are made (gatsby/open-job-fields.ts), never in the browser bundle.
 */
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { HTML_POLICY, fragmentText, imagePolicy, lazyImages } from "../shared/html-policy";

type Purifier = ReturnType<typeof createDOMPurify>;

let purifier: Purifier | null = null;

function purify(): Purifier {
  if (purifier) return purifier;
  const { window } = new JSDOM("");
  const instance = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  instance.addHook("afterSanitizeAttributes", imagePolicy);
  purifier = instance;
  return instance;
}

/**
 * A post's body as its page shows it: sanitised, and its images marked to load lazily (as the browser's
 * `lazyBodyMarkup` marks them), so the pre-rendered markup is what the page renders after hydration.
 */
export function sanitizeBody(html: string): string {
  const fragment = purify().sanitize(html, { ...HTML_POLICY, RETURN_DOM_FRAGMENT: true });
  lazyImages(fragment);
  const holder = fragment.ownerDocument.createElement("div");
  holder.append(fragment);
  return holder.innerHTML;
}

/**
 * HTML from the store sanitised as the browser's `sanitizeHtml` (src/lib/sanitize-html.ts) sanitises it:
 * the same policy and image hook, nothing else added, so a page that renders it as is shows the markup
 * the browser would make from the same input (the open jobs' details, issue 29's /career budget).
 */
export function sanitizeHtml(html: string): string {
  return purify().sanitize(html, HTML_POLICY);
}

/** The visible text of HTML from the store (for excerpts, descriptions and the feed). */
export function htmlText(html: string): string {
  return fragmentText(purify().sanitize(html, { ...HTML_POLICY, RETURN_DOM_FRAGMENT: true }));
}
