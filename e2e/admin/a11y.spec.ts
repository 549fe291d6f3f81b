import { expect, test } from "@playwright/test";
import { API } from "../runtime/helpers";
import { addStaff, CONSOLE_LOAD_MS, MENU, openScreen, signIn, uniqueTag, type StaffAccount } from "./staff";
import { expectAxeClean } from "./axe";

let admin: StaffAccount;
test.beforeAll(() => {
  admin = addStaff("admin");
});

for (const width of [1280, 390]) {
  test.describe(`console at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the sign-in form, empty and with an error, has no axe violations", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/admin");
      await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible({ timeout: CONSOLE_LOAD_MS });
      await expectAxeClean(page, "sign-in");
      await page.getByLabel("Email").fill(`nobody-${uniqueTag()}@selenova.example`);
      await page.getByLabel("Password").fill("not a real password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toHaveText("Email or password is incorrect");
      await expectAxeClean(page, "sign-in with error");
    });

    test("every list has no axe violations", async ({ page }) => {
      // Twelve screens, each analysed whole by axe (about 10 s each on a busy 2-core machine).
      test.setTimeout(180_000);
      await signIn(page, admin);
      for (const label of MENU.admin) {
        await openScreen(page, label);
        // A list's table or its empty state ("No … yet.", Not found's goes on to say what will show there);
        // Analytics shows several tables (one per chart).
        await expect(page.getByRole("table").or(page.getByText(/^(No .* yet|Nothing has been logged yet)\./)).first()).toBeVisible();
        await expectAxeClean(page, label);
      }
    });
  });
}

test.describe("console screens at 1280 px", () => {
  test("a lead's page has no axe violations", async ({ page }) => {
    const tag = uniqueTag();
    const sent = await page.request.post(`${API}/contactus`, {
      data: { firstName: "Meera", lastName: "Joshi", email: "meera@example.in", phoneNumber: "9876512345", message: `Axe check ${tag}` },
    });
    expect(sent.ok()).toBe(true);
    await signIn(page, admin);
    await openScreen(page, "Enquiries");
    await page.getByLabel("Search").fill(tag);
    await page.getByRole("row").filter({ hasText: tag }).getByRole("link").click();
    await expect(page.getByRole("region", { name: "What the visitor sent" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Email notification" }).getByRole("button", { name: "Send again" })).toBeVisible();
    await expectAxeClean(page, "enquiry");
  });

  test("job and post editors, the preview and the delete confirmation have no axe violations", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, admin, "/admin/jobs/create");
    await expect(page.getByRole("heading", { level: 1, name: "New job" })).toBeVisible();
    await expectAxeClean(page, "new job");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByLabel("Job title")).toHaveAccessibleDescription(/Enter the job title\./);
    await expectAxeClean(page, "new job with errors");

    await page.goto("/admin/posts/create");
    await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
    await page.getByLabel(/^Title/).fill(`Axe post ${uniqueTag()}`);
    await page.getByRole("textbox", { name: /^Post/ }).click();
    await page.keyboard.type("Checked by axe.");
    await page.getByRole("toolbar", { name: "Post formatting" }).getByRole("button", { name: "Link" }).click();
    await expect(page.getByLabel("Link address")).toBeVisible();
    await expectAxeClean(page, "new post with the link field");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /^Post: Axe post/ })).toBeVisible();
    await expectAxeClean(page, "post editor");
    await page.getByRole("button", { name: "Preview" }).click();
    await expect(page.getByRole("dialog", { name: /^Preview: / })).toBeVisible();
    await expectAxeClean(page, "post preview");
    await page.getByRole("button", { name: "Close preview" }).click();
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByRole("dialog", { name: "Delete this post?" })).toBeVisible();
    await expectAxeClean(page, "delete confirmation");
    await page.getByRole("button", { name: "Cancel" }).click();

    await page.goto("/admin/users/create");
    await expect(page.getByRole("heading", { level: 1, name: "Add a staff member" })).toBeVisible();
    await expectAxeClean(page, "add staff");
  });

  test("the console is usable from the keyboard: skip link, navigation, sign-in with Enter", async ({ page }) => {
    await page.goto("/admin");
    await page.getByLabel("Email").focus();
    await page.keyboard.type(admin.email);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password")).toBeFocused();
    await page.keyboard.type(admin.password);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    // Tab order reaches the Console links; Enter follows one.
    let reached = false;
    for (let i = 0; i < 10 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Jobs" }).evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
  });
});
