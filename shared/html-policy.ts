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
