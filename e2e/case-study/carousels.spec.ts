import { expect, test, type Page } from "@playwright/test";
import { byId } from "./data";

// Entry 1 has "Bill Boards" (4 images) then "Social Posts" (3 images).
const ENTRY = byId(1);
const groups = ENTRY.cardImgs as { name: string; images: { alt: string }[] }[];

const gallery = (page: Page, name: string) => page.getByRole("region", { name: `${name} gallery` });
const firstShown = async (page: Page, name: string) =>
  gallery(page, name).getByRole("group").first().getAttribute("aria-label");

test("each image group has its heading and a carousel of its images with their alt text", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`/CaseStudy/${ENTRY.id}`);
  for (const group of groups) {
    await expect(page.getByRole("heading", { name: group.name, exact: true })).toBeVisible();
    const images = gallery(page, group.name).locator("img[alt]:not([aria-hidden])");
    await expect(images).toHaveCount(group.images.length);
    expect(await images.evaluateAll((els) => els.map((el) => el.getAttribute("alt")))).toEqual(group.images.map((i) => i.alt));
  }
});

for (const [width, perView] of [
  [1280, 3],
  [800, 2],
  [450, 1],
] as const) {
  test(`image carousels show ${perView} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/CaseStudy/${ENTRY.id}`);
    await expect(gallery(page, "Bill Boards").getByRole("group")).toHaveCount(perView);
  });
}

test("they move on their own (2.5 s moves, 1 s rests): Bill Boards right-to-left, the others left-to-right", async ({ page }) => {
  // At 800 px two images show: Bill Boards (4) can start at 1 to 3, Social Posts (3) at 1 or 2.
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(`/CaseStudy/${ENTRY.id}`);
  await gallery(page, "Social Posts").scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0); // hovering a carousel pauses it
  expect(await firstShown(page, "Bill Boards")).toBe("Bill Boards: image 1 of 4");
  expect(await firstShown(page, "Social Posts")).toBe("Social Posts: image 1 of 3");
  await expect(gallery(page, "Bill Boards").getByRole("button", { name: "Pause" })).toBeVisible();
  // The page itself notes when Social Posts' first shown image changes, so a step is timed when it
  // happens, not when a machine busy with another test gets round to asking.
  await gallery(page, "Social Posts").evaluate((region) => {
    const shown = () => region.querySelector('[role="group"]:not([aria-hidden])')?.getAttribute("aria-label");
    const changes: number[] = [];
    (window as unknown as { socialPostsSteps: number[] }).socialPostsSteps = changes;
    let last = shown();
    new MutationObserver(() => {
      const now = shown();
      if (now !== last) changes.push(performance.now());
      last = now;
    }).observe(region, { subtree: true, attributes: true, childList: true });
  });
  await expect.poll(() => firstShown(page, "Social Posts"), { timeout: 6000, intervals: [50] }).toBe("Social Posts: image 2 of 3");
  // Right-to-left: the strip steps backwards, so from the start it wraps to the last position.
  expect(await firstShown(page, "Bill Boards")).toBe("Bill Boards: image 3 of 4");
  await expect.poll(() => firstShown(page, "Social Posts"), { timeout: 6000, intervals: [50] }).toBe("Social Posts: image 1 of 3");
  const steps = await page.evaluate(() => (window as unknown as { socialPostsSteps: number[] }).socialPostsSteps);
  expect(steps).toHaveLength(2);
  const step = steps[1] - steps[0];
  expect(step).toBeGreaterThan(3000);
  expect(step).toBeLessThan(4500);
  expect(await firstShown(page, "Bill Boards")).toBe("Bill Boards: image 2 of 4");
  const track = gallery(page, "Bill Boards").locator("[aria-live] > div");
  await expect(track).toHaveCSS("transition-duration", "2.5s");
});
