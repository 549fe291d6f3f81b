import { expect, test, type Page } from "@playwright/test";
import { fakeClock, holdClock, letGo } from "./clock";
import { awards, introSlides } from "./data";

const intro = (page: Page) => page.getByRole("region", { name: "About us" });
const currentSlide = (page: Page) => intro(page).locator('[aria-roledescription="slide"]:not([aria-hidden])');

test.describe("about page", () => {
  test("the intro slider shows a slide for 5 s, fades it out and shows the next 1 s later", async ({ page }) => {
    await fakeClock(page);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
    await intro(page).getByRole("button", { name: "Next slide" }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "2 of 3");
    await holdClock(page);
    // Start from a known moment: choosing a slide restarts its 5 s.
    await intro(page).getByRole("button", { name: "Previous slide" }).click();
    await intro(page).getByRole("button", { name: "Next slide" }).click();
    await letGo(page);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", `2 of ${introSlides.length}`);
    await page.clock.runFor(4900);
    await expect(currentSlide(page)).toHaveCSS("opacity", "1");
    await page.clock.runFor(100);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", `2 of ${introSlides.length}`);
    await expect(currentSlide(page)).toHaveCSS("opacity", "0");
    await page.clock.runFor(1000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", `${introSlides.length > 2 ? 3 : 1} of ${introSlides.length}`);
    await expect(currentSlide(page)).toHaveCSS("opacity", "1");
  });

  test("under reduced motion the intro stays put until the visitor moves it", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await fakeClock(page);
    await page.goto("/about");
    await expect(intro(page).getByRole("button", { name: "Play" })).toBeVisible();
    await holdClock(page);
    await page.clock.runFor(15_000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", `1 of ${introSlides.length}`);
    await intro(page).getByRole("button", { name: "Next slide" }).click();
    await expect(currentSlide(page)).toHaveAttribute("aria-label", `2 of ${introSlides.length}`);
  });

  test("tells the company story and shows awards and testimonials that move", async ({ page }) => {
    await fakeClock(page);
    await page.goto("/about");
    await expect(page.getByRole("region", { name: "Our story" })).toContainText("10 December 2018");
    const awardsRegion = page.getByRole("region", { name: "Awards", exact: true });
    await expect(awardsRegion).toContainText(awards[0].title);
    const testimonials = page.getByRole("region", { name: "Testimonials", exact: true });
    // Moving the testimonials by hand shows they have started; then the clock holds still.
    await testimonials.getByRole("button", { name: "Show slide 2" }).click();
    await expect(testimonials.getByRole("button", { name: "Show slide 2" })).toHaveAttribute("aria-current", "true");
    await letGo(page);
    await holdClock(page);
    const shown = testimonials.getByRole("group");
    await expect(shown).toHaveCount(1);
    const before = await shown.getAttribute("aria-label");
    await page.clock.runFor(2000);
    await expect(shown).not.toHaveAttribute("aria-label", before ?? "");
    await testimonials.getByRole("button", { name: "Pause" }).click();
    await letGo(page);
    const paused = await shown.getAttribute("aria-label");
    await page.clock.runFor(6000);
    await expect(shown).toHaveAttribute("aria-label", paused ?? "");
  });
});
