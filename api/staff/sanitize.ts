/**
 * Server-side sanitising of the HTML staff save (job_details, job_html, post bodies), so even a
 * stolen staff session cannot plant script for visitors. DOMPurify over a jsdom window, with the
 * site's own allow-list (shared/html-policy.ts), the one its browser-side sanitiser uses.
 */
import createDOMPurify from "dompurify";
import { JSDOM } from "jsdom";
import { HTML_POLICY, imagePolicy } from "../../shared/html-policy";

let purifier: ReturnType<typeof createDOMPurify> | null = null;
let domWindow: JSDOM["window"] | null = null;
const windowOf = (): JSDOM["window"] => (domWindow ??= new JSDOM("").window);

function purify() {
  if (purifier) return purifier;
  const window = windowOf();
  const instance = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  instance.addHook("afterSanitizeAttributes", imagePolicy);
  purifier = instance;
  return instance;
}

/** The HTML with everything outside the site's allow-list removed. */
export function sanitizeStaffHtml(html: string): string {
  return purify().sanitize(html, HTML_POLICY);
}

/** True when the HTML has no visible text and no image (e.g. "<p></p>"). */
export function isBlankHtml(html: string): boolean {
  const template = windowOf().document.createElement("template");
  template.innerHTML = html;
  return (template.content.textContent ?? "").trim() === "" && !template.content.querySelector("img");
}
