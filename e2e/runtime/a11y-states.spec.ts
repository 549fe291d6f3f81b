import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { XSS_PROBE_URL } from "../../api/seed/test-fixtures";
import { api } from "./helpers";

/** axe over states the route-level a11y spec never reaches: open dialogs, errors, notices, posts. */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const width of [1280, 390]) {
  test.describe(`runtime states at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: "reduce" }));

    test("the application dialog with field errors", async ({ page }) => {
      await page.goto("/career");
      await page.getByRole("article", { name: "Senior React Developer" }).getByRole("button", { name: "Apply Now" }).click();
      const dialog = page.getByRole("dialog", { name: "Senior React Developer" });
      await dialog.getByRole("button", { name: "Send it to the moon" }).click();
      await expect(dialog.getByLabel("First Name")).toHaveAccessibleDescription("Name is required");
      await expectNoViolations(page);
    });

    test("the contact form with errors, a notice, then the toast", async ({ page }) => {
      await page.goto("/contact-us");
      const form = page.locator("form").filter({ has: page.getByLabel("Message") });
      await form.scrollIntoViewIfNeeded();
      await expect(form.getByLabel("First name", { exact: true })).toBeEnabled();
      await form.getByRole("button", { name: "Send it to the Moon" }).click();
      await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Email is required");
      await expectNoViolations(page);
      await page.route(api("/contactus"), (route) => route.abort("connectionrefused"));
      for (const [label, value] of [["First name", "Asha"], ["Last name", "Kulkarni"], ["Email", "asha@example.in"], ["Phone number", "9876543210"], ["Message", "Hello"]]) {
        await form.getByLabel(label, { exact: true }).fill(value);
      }
      await form.getByRole("button", { name: "Send it to the Moon" }).click();
      await expect(form.getByRole("alert")).toBeVisible();
      await expectNoViolations(page);
      await page.unroute(api("/contactus"));
      await form.getByRole("button", { name: "Send it to the Moon" }).click();
      await expect(page.getByText("Form submitted successfully!")).toBeVisible();
      await expectNoViolations(page);
    });

    test("a blog post, an unknown post and a failed post", async ({ page }) => {
      await page.goto("/blog/pre-launch-checklist-new-website");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/T-minus 10/);
      await expectNoViolations(page);
      await page.goto("/blog/no-such-post");
      await expect(page.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
      await expectNoViolations(page);
      // A post newer than the build (the test API's probe) has nothing to show but the notice when the API fails.
      await page.route(api("/blog/"), (route) => route.fulfill({ status: 500, body: "" }));
      await page.goto(`/blog/${XSS_PROBE_URL}`);
      await expect(page.getByRole("alert")).toBeVisible();
      await expectNoViolations(page);
    });

    test("the careers and blog notices", async ({ page }) => {
      await page.route(api("/jobVacancies"), (route) => route.abort("connectionrefused"));
      await page.route(api("/blogs"), (route) => route.abort("connectionrefused"));
      await page.goto("/career");
      await expect(page.getByRole("alert")).toBeVisible();
      await expectNoViolations(page);
      // /blog keeps the build's first page when the API fails; the notice comes with the next page.
      await page.goto("/blog");
      await page.getByRole("button", { name: "Load more posts" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expectNoViolations(page);
    });
  });
}
