/**
 * The site's Content-Security-Policy in a real browser (issue 28 §4): every pre-rendered route, a blog
 * post (a client-only route) and the console's sign-in page load, run and fetch from the API with no
 * violation reported, while each page does carry its policy (gatsby/csp.ts) with no 'unsafe-eval' and
 * no 'unsafe-inline' for scripts. Violations are collected as the browser reports them
 * (`securitypolicyviolation` events, from before the page's own scripts run) and from the console.
 */
import { expect, test, type Page } from "@playwright/test";
import { ROUTES } from "../routes";

declare global {
  interface Window {
    __violations?: string[];
  }
}

async function watchViolations(page: Page): Promise<string[]> {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy|Permissions-Policy/i.test(message.text())) reported.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      // DOMPurify parses API HTML in an inert document of its own; Chromium reports the handlers of the
      // API's seeded XSS probes (onerror=…) there, with no element of the page as target. They never run
      // and never reach the page (checked below: no element of the page has an inline handler).
      const onPage = event.target instanceof Element && document.contains(event.target);
      if (event.violatedDirective === "script-src-attr" && !onPage) return;
      window.__violations?.push(`${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return reported;
}

async function expectPolicyHeld(page: Page, route: string, reported: string[]): Promise<void> {
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content");
  expect(policy, route).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]{44}')+;/);
  expect(policy, route).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  // Let lazy images, the API's calls and idle-time chunks happen.
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState("networkidle");
  const violations = await page.evaluate(() => window.__violations ?? []);
  const handlers = await page.evaluate(() =>
    [...document.querySelectorAll("*")].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith("on")).map((name) => `${element.tagName} ${name}`)),
  );
  const blockedScripts = reported.filter((line) => !line.includes("inline event handler"));
  expect([...violations, ...blockedScripts, ...handlers], route).toEqual([]);
}

for (const route of [...ROUTES, "/admin"]) {
  test(`${route} runs under its Content-Security-Policy with no violation`, async ({ page }) => {
    const reported = await watchViolations(page);
    await page.goto(route);
    await expect(page.locator("main, form").first()).toBeVisible();
    await expectPolicyHeld(page, route, reported);
  });
}

test("a blog post, reached from the blog (its Head scripts inserted by the client), runs with no violation", async ({ page }) => {
  const reported = await watchViolations(page);
  await page.goto("/blog");
  const post = page.getByRole("main").getByRole("link", { name: /read/i }).first();
  await post.click();
  await expect(page).toHaveURL(/\/blog\/./);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectPolicyHeld(page, "a blog post", reported);
});

test("the console's sign-in, with a wrong password, runs with no violation", async ({ page }) => {
  test.setTimeout(90_000);
  const reported = await watchViolations(page);
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible({ timeout: 30_000 });
  await page.getByLabel("Email").fill("nobody@selenova.example");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect");
  await expectPolicyHeld(page, "/admin sign-in", reported);
});
