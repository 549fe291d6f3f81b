import { expect, test } from "@playwright/test";

test("terms page has the full legal copy with a working table of contents", async ({ page }) => {
  await page.goto("/terms-and-conditions");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
  for (const title of ["Use of this website", "Cookies", "Licence", "Hyperlinking to our content", "iFrames", "Reservation of rights", "Disclaimer", "No liability while the service is free"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Hyperlinking to our content" })).toContainText("2-3 weeks");
  await page.getByRole("navigation", { name: "Sections of the terms" }).getByRole("link", { name: "Disclaimer" }).click();
  await expect(page).toHaveURL(/#disclaimer$/);
  await expect(page.getByRole("heading", { level: 2, name: "Disclaimer" })).toBeInViewport();
});
