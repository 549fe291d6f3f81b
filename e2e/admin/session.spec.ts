import { expect, test } from "@playwright/test";
import { API } from "../runtime/helpers";
import { addStaff, consoleNav, MENU, signIn, type Role } from "./staff";

test.describe("signing in and out of the staff console", () => {
  test("a wrong password shows the message and keeps the email; the right one opens the console", async ({ page }) => {
    const admin = addStaff("admin");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Staff console" })).toBeVisible();
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(`${admin.password}-wrong`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect");
    await expect(page.getByLabel("Email")).toHaveValue(admin.email);

    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(consoleNav(page)).toBeVisible();
    // The console opens on the first screen the role may use, at its own address.
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/enquiries$/);
  });

  for (const role of Object.keys(MENU) as Role[]) {
    test(`${role} sees links to exactly the screens the role may use, and each one opens`, async ({ page }) => {
      const account = addStaff(role);
      await signIn(page, account);
      const links = consoleNav(page).getByRole("link");
      await expect(links).toHaveText(MENU[role]);
      for (const label of MENU[role]) {
        await consoleNav(page).getByRole("link", { name: label, exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
        await expect(consoleNav(page).getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
      }
    });
  }

  test("signing out returns to the sign-in form and the old session no longer works", async ({ page }) => {
    const sales = addStaff("sales");
    await signIn(page, sales);
    await expect((await page.request.get(`${API}/staff/session`)).status()).toBe(200);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
    await expect(consoleNav(page)).toHaveCount(0);
    await expect((await page.request.get(`${API}/staff/session`)).status()).toBe(401);
    // A bookmarked screen asks for the sign-in again.
    await page.goto("/admin/enquiries");
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  });

  test("the console is kept out of search engines", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const sitemap = await (await page.request.get("/sitemap-0.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("/admin");
  });
});
