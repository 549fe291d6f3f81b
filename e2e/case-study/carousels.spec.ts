import { expect, test, type Page } from "@playwright/test";
import { RIGHT_TO_LEFT_GROUP } from "../../src/lib/case-study-carousels";
import { caseStudies } from "./data";

type Group = { name: string; images: { alt: string }[] };
const groupsOf = (entry: (typeof caseStudies)[number]) => (entry.cardImgs ?? []) as Group[];

// A case study with a "Bill Boards" group (right-to-left) and another group (left-to-right).
const ENTRY =
  caseStudies.find((c) => groupsOf(c).some((g) => g.name === RIGHT_TO_LEFT_GROUP) && groupsOf(c).some((g) => g.name !== RIGHT_TO_LEFT_GROUP)) ??
  caseStudies[0];
const groups = groupsOf(ENTRY);
const BILL = groups.find((g) => g.name === RIGHT_TO_LEFT_GROUP) ?? { name: RIGHT_TO_LEFT_GROUP, images: [] };
const OTHER = groups.find((g) => g.name !== RIGHT_TO_LEFT_GROUP) ?? { name: "", images: [] };
test.skip(!groups.includes(BILL) || !groups.includes(OTHER), "the data needs a case study with a Bill Boards group and another group");

/** "<group>: image <n> of <count>", the name of a group's first shown slide. */
const at = (group: Group, position: number) => `${group.name}: image ${position} of ${group.images.length}`;
/** At two per view the last first-shown position. */
const lastAtTwo = (group: Group) => group.images.length - 1;

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
    await expect(gallery(page, BILL.name).getByRole("group")).toHaveCount(Math.min(perView, BILL.images.length));
  });
}

test("they move on their own (2.5 s moves, 1 s rests): Bill Boards right-to-left, the others left-to-right", async ({ page }) => {
  // At 800 px two images show: a group of n images can start at 1 to n - 1.
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto(`/CaseStudy/${ENTRY.id}`);
  await gallery(page, OTHER.name).scrollIntoViewIfNeeded();
  await page.mouse.move(0, 0); // hovering a carousel pauses it
  expect(await firstShown(page, BILL.name)).toBe(at(BILL, 1));
  expect(await firstShown(page, OTHER.name)).toBe(at(OTHER, 1));
  await expect(gallery(page, BILL.name).getByRole("button", { name: "Pause" })).toBeVisible();
  // The page itself notes when the other group's first shown image changes, so a step is timed when it
  // happens, not when a machine busy with another test gets round to asking.
  await gallery(page, OTHER.name).evaluate((region) => {
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
  await expect.poll(() => firstShown(page, OTHER.name), { timeout: 6000, intervals: [50] }).toBe(at(OTHER, 2));
  // Right-to-left: the strip steps backwards, so from the start it wraps to the last position.
  expect(await firstShown(page, BILL.name)).toBe(at(BILL, lastAtTwo(BILL)));
  await expect.poll(() => firstShown(page, OTHER.name), { timeout: 6000, intervals: [50] }).toBe(at(OTHER, lastAtTwo(OTHER) >= 3 ? 3 : 1));
  const steps = await page.evaluate(() => (window as unknown as { socialPostsSteps: number[] }).socialPostsSteps);
  expect(steps).toHaveLength(2);
  const step = steps[1] - steps[0];
  expect(step).toBeGreaterThan(3000);
  expect(step).toBeLessThan(4500);
  expect(await firstShown(page, BILL.name)).toBe(at(BILL, lastAtTwo(BILL) - 1));
  const track = gallery(page, BILL.name).locator("[aria-live] > div");
  await expect(track).toHaveCSS("transition-duration", "2.5s");
});
