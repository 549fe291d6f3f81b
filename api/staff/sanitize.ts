/**
 * Server-side sanitising of the HTML staff save (job_details, job_html, post bodies), so even a
 * stolen staff session cannot plant script for visitors. DOMPurify over a jsdom window, with the
 * same allow-list as the site's browser-side sanitiser (src/lib/sanitize-html.ts): HTML profile, no
 * style/form elements, no style attributes, images only from absolute http(s) URLs. Keep the two
 * lists in step.
 */
import createDOMPurify, { type Config } from "dompurify";
import { JSDOM } from "jsdom";

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "option"],
  FORBID_ATTR: ["style"],
};

const ABSOLUTE_URL = /^https?:\/\//i;

let purifier: ReturnType<typeof createDOMPurify> | null = null;
let domWindow: JSDOM["window"] | null = null;
const windowOf = (): JSDOM["window"] => (domWindow ??= new JSDOM("").window);

function purify() {
  if (purifier) return purifier;
  const window = windowOf();
  const instance = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  instance.addHook("afterSanitizeAttributes", (node) => {
    if (node.tagName !== "IMG") return;
    if (!node.hasAttribute("alt")) node.setAttribute("alt", "");
    if (!ABSOLUTE_URL.test(node.getAttribute("src") ?? "")) node.removeAttribute("src");
  });
  purifier = instance;
  return instance;
}

/** The HTML with everything outside the site's allow-list removed. */
export function sanitizeStaffHtml(html: string): string {
  return purify().sanitize(html, CONFIG);
}

/** True when the HTML has no visible text and no image (e.g. "<p></p>"). */
export function isBlankHtml(html: string): boolean {
  const template = windowOf().document.createElement("template");
  template.innerHTML = html;
  return (template.content.textContent ?? "").trim() === "" && !template.content.querySelector("img");
}
