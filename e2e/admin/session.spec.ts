import { expect, test } from "@playwright/test";
import { generateSync } from "otplib";
import { API } from "../runtime/helpers";
import { addStaff, CONSOLE_LOAD_MS, consoleNav, MENU, signIn, type Role } from "./staff";
import { expectAxeClean } from "./axe";

/** The code an authenticator app shows for `secret`, `steps` 30-second steps from now. */
const appCode = (secret: string, steps = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

test.describe("signing in and out of the staff console", () => {
  test("a wrong password shows the message and keeps the email; the right one opens the console", async ({ page }) => {
    const admin = addStaff("admin");
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Staff console" })).toBeVisible({ timeout: CONSOLE_LOAD_MS });
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

  test("a person turns the second factor on from their account page, then signs in with a code from their app", async ({ page }) => {
    test.setTimeout(90_000);
    const hr = addStaff("hr");
    await signIn(page, hr);
    await page.getByRole("link", { name: "Your account" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    const section = page.getByRole("region", { name: "Second factor" });
    await section.getByRole("button", { name: "Set up the second factor" }).click();
    await expect(section.getByRole("img", { name: /QR code for your authenticator app/ })).toBeVisible();
    const key = (await section.getByLabel("Setup key").inputValue()).replace(/\s/g, "");
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await expectAxeClean(page, "second-factor setup");

    // A wrong code is announced and changes nothing; the app's code turns it on.
    await section.getByLabel("Code from the app").fill("000000");
    await section.getByRole("button", { name: "Turn on the second factor" }).click();
    await expect(section.getByRole("alert")).toHaveText(/does not match/);
    await section.getByLabel("Code from the app").fill(appCode(key));
    await section.getByRole("button", { name: "Turn on the second factor" }).click();
    await expect(page.getByRole("heading", { name: "Your recovery codes" })).toBeFocused();
    const codes = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent()) ?? "";
    await expect(page.getByText(/only time they are shown/)).toBeVisible();
    await expectAxeClean(page, "recovery codes");
    await page.getByRole("button", { name: "I have stored my recovery codes" }).click();
    await expect(section.getByRole("status")).toHaveText("The second factor is on.");
    await expect(section.getByText(/Recovery codes left: 10/)).toBeVisible();

    // Signing in now takes the password, then the code.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByLabel("Email").fill(hr.email);
    await page.getByLabel("Password").fill(hr.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { name: "Second factor" })).toBeVisible();
    await expect(consoleNav(page)).toHaveCount(0);
    expect((await page.request.get(`${API}/staff/session`)).status()).toBe(401);
    await page.getByLabel("Code").fill("123456");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("alert")).toHaveText(/code is not right/);
    await expectAxeClean(page, "code step with an error");
    // The code that turned it on was this 30-second step's: the app's next one.
    await page.getByLabel("Code").fill(appCode(key, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(consoleNav(page)).toBeVisible();
    // Back where the person signed out.
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    expect((await page.request.get(`${API}/staff/session`)).status()).toBe(200);

    // A recovery code signs in once, in place of the app.
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByLabel("Email").fill(hr.email);
    await page.getByLabel("Password").fill(hr.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByLabel("Code").fill(recovery);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(consoleNav(page)).toBeVisible();

    // Turning it off asks for the password in a dialog.
    await expect(page.getByRole("heading", { level: 1, name: "Your account" })).toBeVisible();
    await expect(section.getByText(/Recovery codes left: 9/)).toBeVisible();
    await section.getByRole("button", { name: "Turn off the second factor" }).click();
    const dialog = page.getByRole("dialog", { name: "Turn off the second factor?" });
    await dialog.getByLabel("Password or code").fill("not my password at all");
    await dialog.getByRole("button", { name: "Turn off" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(/not right/);
    await expectAxeClean(page, "turn-off dialog");
    await dialog.getByLabel("Password or code").fill(hr.password);
    await dialog.getByRole("button", { name: "Turn off" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(section.getByRole("status")).toHaveText("The second factor is off.");
    await expect(section.getByRole("button", { name: "Set up the second factor" })).toBeVisible();
  });

  test("the console is kept out of search engines", async ({ page }) => {
    await page.goto("/admin");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const sitemap = await (await page.request.get("/sitemap-0.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("/admin");
  });
});
