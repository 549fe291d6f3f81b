import type { Page } from "@playwright/test";

/**
 * Collects uncaught errors and console errors of a page. Failed resource loads are left out: the API's
 * seeded XSS probes keep a harmless `<img src="x">` after sanitising, whose 404 is not a page error. So are
 * Chromium's reports that the page's Content-Security-Policy refused an inline event handler: the seeded
 * probes' `onerror=` handlers, met while DOMPurify parses them, are refused by the policy as they should
 * be (e2e/runtime/xss.spec.ts checks that none runs and none reaches the page, e2e/security/csp.spec.ts
 * that no element of the page carries one).
 */
const REFUSED_HANDLER = "Executing inline event handler violates the following Content Security Policy directive";

export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    const text = message.text();
    if (message.type() !== "error" || text.startsWith("Failed to load resource") || text.startsWith(REFUSED_HANDLER)) return;
    errors.push(`console: ${text}`);
  });
  return errors;
}
