import { expect, type Page, type Route } from "@playwright/test";

/** The API the build talks to (playwright.config.ts starts it on E2E_API_PORT with a fresh database). */
export const API = `http://localhost:${process.env.E2E_API_PORT ?? 8000}`;

/** A URL glob for one API call, e.g. api("/jobVacancies"). */
export const api = (path: string): string => `${API}${path}*`;

export type Fault = "stopped" | "500" | "malformed";
export const FAULTS: Fault[] = ["stopped", "500", "malformed"];

/** Answers a route like a broken API: refused connection, a 500, or a 200 whose body is not JSON. */
export function breakRoute(fault: Fault) {
  return (route: Route) => {
    if (fault === "stopped") return route.abort("connectionrefused");
    if (fault === "500") return route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Something went wrong"}' });
    return route.fulfill({ status: 200, contentType: "application/json", body: '{"status": "succ' });
  };
}

/**
 * The same faults for a form POST. Success is any 2xx whatever its body (spec §9; the body is not read),
 * so "malformed" here is an error status whose body is not JSON either.
 */
export function breakFormRoute(fault: Fault) {
  if (fault !== "malformed") return breakRoute(fault);
  return (route: Route) => route.fulfill({ status: 400, contentType: "application/json", body: "{oops" });
}

/** A tiny but real PDF (the API checks the bytes). */
export const PDF = {
  name: "asha-kulkarni.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

/** Uncaught errors, and console errors other than the ones a test expects. */
export function watchErrors(page: Page) {
  const uncaught: string[] = [];
  const consoleErrors: string[] = [];
  page.on("pageerror", (error) => uncaught.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  return { uncaught, consoleErrors };
}

/** The site never shows the router's error screen. */
export async function expectNoErrorScreen(page: Page) {
  await expect(page.getByText("Unexpected Application Error!")).toHaveCount(0);
}

/** window.__xss is what the API's XSS probes would set if their HTML ran. */
export const xssValue = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

/**
 * Records the FormData the page hands to fetch for URLs ending in `suffix` (Chromium does not expose a
 * multipart body with a file to Playwright), then lets the request go on. Read with `sentForms(page)`.
 */
export async function recordFormData(page: Page, suffix: string) {
  await page.addInitScript((ending: string) => {
    const sent: [string, string][][] = [];
    (window as unknown as { __sentForms: typeof sent }).__sentForms = sent;
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith(ending) && init?.body instanceof FormData) {
        sent.push(Array.from(init.body.entries()).map(([k, v]) => [k, typeof v === "string" ? v : `file:${v.name}:${v.type}:${v.size}`]));
      }
      return original(input, init);
    };
  }, suffix);
}

export const sentForms = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sentForms: [string, string][][] }).__sentForms);
