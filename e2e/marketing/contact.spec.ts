import { expect, test } from "@playwright/test";
import { contacts } from "./data";

test.describe("contact-us", () => {
  test("plays a muted clip with a poster and a visible pause control", async ({ page }) => {
    await page.goto("/contact-us");
    const video = page.locator("video");
    await expect(video).toHaveAttribute("poster", /\/videos\/.+\.jpg$/);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.playsInline)).toBe(true);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await page.getByRole("button", { name: "Pause background video" }).click();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
  });

  test("stays on its poster under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/contact-us", { waitUntil: "networkidle" });
    expect(await page.locator("video").evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
  });

  test("Let's Start scrolls to the presence section with offices and contacts, then the contact block", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/contact-us");
    const presence = page.getByRole("region", { name: "Our presence" });
    const top = async () => (await presence.boundingBox())?.y ?? Number.NaN;
    expect(await top()).toBeGreaterThan(400);
    await page.getByRole("button", { name: "Let's Start" }).click();
    await expect.poll(top).toBeLessThan(100);
    await expect(presence).toBeFocused();
    await expect(presence).toContainText("Pune");
    for (const city of ["Mumbai", "Deoghar", "Vadodara", "Kerala", "Texas"]) await expect(presence).toContainText(city);
    for (const { name } of contacts) await expect(presence.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByRole("region", { name: "Navigate your next project with us!" })).toBeAttached();
  });
});
