import type { Page } from "@playwright/test";

/**
 * Collects uncaught errors and console errors of a page. Failed resource loads are left out: the API's
 * seeded XSS probes keep a harmless `<img src="x">` after sanitising, whose 404 is not a page error.
 */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(`console: ${message.text()}`);
  });
  return errors;
}
