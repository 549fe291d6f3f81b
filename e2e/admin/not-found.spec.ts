import { expect, test } from "@playwright/test";
import { expectAxeClean } from "./axe";
import { addStaff, openScreen, signIn, uniqueTag } from "./staff";

/**
 * Issue 30, "What visitors did not find": a missing page visited three times shows in the console's Not found
 * screen with its count, and leaves the list when marketing removes it. (The whole journey goes on:
 * "Redirect" on the row, publish, and land on the new address; that part comes with the Redirect button.)
 * The visits are an ordinary browser's: headless Chromium says HeadlessChrome, which the API leaves out as a bot.
 */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
test.use({ userAgent: BROWSER });

test("a missing page visited three times is in Not found with its count, and Remove takes it off", async ({ page }) => {
  test.setTimeout(90_000);
  const missing = `/e2e-lost-${uniqueTag()}`;
  for (let visit = 0; visit < 3; visit += 1) {
    const reported = page.waitForRequest((request) => request.url().endsWith("/not-found") && request.method() === "POST");
    const response = await page.goto(missing);
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Oops! You lost in Space")).toBeVisible();
    expect(JSON.parse((await reported).postData() ?? "{}")).toEqual({ path: missing, referrer: "" });
  }

  await signIn(page, addStaff("marketing"));
  await openScreen(page, "Not found");
  const row = page.getByRole("row").filter({ hasText: missing });
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole("cell").nth(1)).toHaveText("3", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row.getByRole("cell").nth(4)).toHaveText("None recorded");
  await expectAxeClean(page, "Not found");

  await row.getByRole("button", { name: "Remove" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove this address from the list?" });
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(row).toHaveCount(0);
});
