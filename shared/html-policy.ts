/**
 * The allow-list for HTML that reaches visitors (job details, post bodies): one policy for the site's
 * browser-side sanitiser (src/lib/sanitize-html.ts) and the API's server-side one for staff input
 * (api/staff/sanitize.ts), both DOMPurify. HTML profile; no style or form elements, no style attributes.
 */
export const HTML_POLICY = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "option"],
  FORBID_ATTR: ["style"],
};

const ABSOLUTE_URL = /^https?:\/\//i;

/**
 * DOMPurify's afterSanitizeAttributes hook for images: an image without alt text is decorative, and a
 * relative source (which would resolve against the site, not the API) can only be a broken request.
 */
export function imagePolicy(node: Element): void {
  if (node.tagName !== "IMG") return;
  if (!node.hasAttribute("alt")) node.setAttribute("alt", "");
  if (!ABSOLUTE_URL.test(node.getAttribute("src") ?? "")) node.removeAttribute("src");
}

/** Block elements whose text is set apart by a space when a body is read as text. */
const TEXT_BLOCKS =
  "address,article,aside,blockquote,br,div,dd,dl,dt,figcaption,figure,footer,h1,h2,h3,h4,h5,h6,header,hr,li,main,nav,ol,p,pre,section,table,td,th,tr,ul";

/**
 * The visible text of sanitised HTML, parsed as a fragment (DOMPurify's `RETURN_DOM_FRAGMENT`): blocks
 * separated by a space, entities decoded, whitespace collapsed. The browser (cards) and the build (meta
 * descriptions, feed, pre-rendered cards) read a body's text the same way.
 */
export function fragmentText(fragment: DocumentFragment): string {
  fragment.querySelectorAll(TEXT_BLOCKS).forEach((element) => element.after(" "));
  return (fragment.textContent ?? "").replace(/\s+/g, " ").trim();
}

/**
 * Marks the images of a post's body to load lazily: the post's own image above it is the one to load
 * first; pictures inside the body wait until they near the screen.
 */
export function lazyImages(root: ParentNode): void {
  root.querySelectorAll("img").forEach((image) => {
    image.setAttribute("loading", "lazy");
    image.setAttribute("decoding", "async");
  });
}
