import { expect, test, type Page } from "@playwright/test";
import { clients as clientData, heroOrder } from "./data";
import { describeShifts, layoutShifts } from "../layout-shift";

/** Slides a carousel region shows (the others are hidden from assistive technology). */
const shownSlides = (page: Page, name: string) => page.getByRole("region", { name, exact: true }).getByRole("group");

const CATEGORY_SLIDES: [number, number][] = [
  [1280, 5],
  [1100, 4],
  [900, 3],
  [700, 2],
  [390, 1],
];

test.describe("slides per view follow the spec's tables", () => {
  for (const [width, expected] of CATEGORY_SLIDES) {
    test(`industries: ${expected} at ${width} px`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await page.getByRole("region", { name: "Industries", exact: true }).scrollIntoViewIfNeeded();
      await expect(shownSlides(page, "Industries")).toHaveCount(expected);
      const boxes = await shownSlides(page, "Industries").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width));
      const region = await page.getByRole("region", { name: "Industries", exact: true }).boundingBox();
      expect(Math.round(boxes.reduce((a, b) => a + b, 0))).toBe(Math.round(region?.width ?? 0));
    });
  }

  test("thumbnails: 2 and counters: 2 at 390 px", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/");
    await expect(shownSlides(page, "Case study thumbnails")).toHaveCount(2);
    await expect(shownSlides(page, `Results for ${heroOrder[0].title}`)).toHaveCount(2);
  });
});

const PAGES = ["/", "/about", "/services", "/services/digital-marketing", "/services/consultant", "/contact-us", "/terms-and-conditions"];

test.describe("every marketing page fits a phone", () => {
  for (const route of PAGES) {
    test(`${route} at 390 px: no sideways scroll and the page title fully on screen`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(route);
      const box = await page.getByRole("heading", { level: 1 }).boundingBox();
      expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  }
});

test.describe("nothing jumps", () => {
  for (const width of [1280, 390]) {
    test(`the home page loads without layout shift at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/", { waitUntil: "networkidle" });
      const shifts = await layoutShifts(page);
      // The message names what moved, so a rare shift can be traced to its element.
      expect(shifts.reduce((total, shift) => total + shift.value, 0), describeShifts(shifts)).toBeLessThanOrEqual(0.01);
    });
  }

  test("the home page does not move when its hero image arrives after the first paint", async ({ page }) => {
    // On a fast machine the image often beats the first paint and hides a shift a phone on a slow network
    // always sees; holding it back makes the late arrival certain.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/hero\.(webp|avif|jpe?g|png)$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/", { waitUntil: "domcontentloaded" }); // "load" would wait for the held image
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    release();
    await page.waitForLoadState("networkidle");
    const shifts = await layoutShifts(page);
    expect(shifts.reduce((total, shift) => total + shift.value, 0), describeShifts(shifts)).toBeLessThanOrEqual(0.01);
  });

  test("switching industries and years never changes the height of their sections", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/");
    const clients = page.getByRole("region", { name: "Brands that trust our crew" });
    await clients.scrollIntoViewIfNeeded();
    const height = async (region: typeof clients) => Math.round((await region.boundingBox())?.height ?? 0);
    const clientsHeight = await height(clients);
    const industries = page.getByRole("region", { name: "Industries", exact: true });
    // Until the carousel has read the viewport, it exposes the server's desktop count of slides.
    await expect(industries.getByRole("group").getByRole("button")).toHaveCount(1);
    for (let i = 0; i < clientData.categories.length; i += 1) {
      await industries.getByRole("group").getByRole("button").click();
      expect(await height(clients)).toBe(clientsHeight);
      await industries.getByRole("button", { name: "Next slide" }).click();
    }
    const timeline = page.getByRole("region", { name: "Our journey so far" });
    const timelineHeight = await height(timeline);
    for (const tab of await timeline.getByRole("tab").all()) {
      await tab.click();
      expect(await height(timeline)).toBe(timelineHeight);
    }
  });
});
