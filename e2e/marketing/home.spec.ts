import { expect, test, type Page } from "@playwright/test";
import { fakeClock, holdClock, letGo } from "./clock";
import { collectPageErrors } from "../page-errors";
import { awards, clients, heroOrder, logoCount, partners, testimonials as testimonialEntries } from "./data";

const hero = (page: Page) => page.getByRole("region", { name: "Featured case studies" });
const heroLink = (page: Page) =>
  hero(page).getByRole("group", { name: new RegExp(`^Case study \\d+ of ${heroOrder.length}$`) }).getByRole("link");
const [firstCase, secondCase, thirdCase] = heroOrder;
const lastCase = heroOrder[heroOrder.length - 1];
const pressed = (page: Page) => page.getByRole("region", { name: "Industries" }).getByRole("button", { pressed: true });

test.describe("home hero", () => {
  test("shows case studies one at a time with wraparound and links to the one shown", async ({ page }) => {
    const errors = collectPageErrors(page);
    const uncaught = () => errors.filter((e) => e.startsWith("pageerror"));
    await page.goto("/");
    await expect(heroLink(page)).toHaveAttribute("href", `/CaseStudy/${firstCase.id}`);
    await expect(heroLink(page)).toHaveText(firstCase.title);
    await hero(page).getByRole("button", { name: "Previous case study" }).click();
    await expect(heroLink(page)).toHaveAttribute("href", `/CaseStudy/${lastCase.id}`);
    await expect(heroLink(page)).toHaveText(lastCase.title);
    await hero(page).getByRole("button", { name: "Next case study" }).click();
    await hero(page).getByRole("button", { name: "Next case study" }).click();
    await expect(heroLink(page)).toHaveAttribute("href", `/CaseStudy/${secondCase.id}`);
    await heroLink(page).click();
    await expect(page).toHaveURL(new RegExp(`/CaseStudy/${secondCase.id}$`));
    expect(uncaught()).toEqual([]);
  });

  test("loads only the shown hero image, eagerly, and that image is the largest paint", async ({ page }) => {
    await page.goto("/");
    const images = hero(page).locator("picture img");
    await expect(images).toHaveCount(1);
    await expect(images).toHaveAttribute("loading", "eager");
    await expect(images).toHaveAttribute("fetchpriority", "high");
    await expect.poll(() => images.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(images).toHaveCSS("opacity", "1");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const lcpTag = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
            resolve(entries.at(-1)?.element?.tagName ?? "none");
          }).observe({ type: "largest-contentful-paint", buffered: true });
        }),
    );
    expect(lcpTag).toBe("IMG");
  });

  test("a thumbnail selects its case study; the strip shows 3 at 1280 px", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const strip = page.getByRole("region", { name: "Case study thumbnails" });
    await expect(strip.getByRole("group")).toHaveCount(3);
    await strip.getByRole("button", { name: `Show ${thirdCase.title}` }).click();
    await expect(heroLink(page)).toHaveAttribute("href", `/CaseStudy/${thirdCase.id}`);
    await expect(strip.getByRole("button", { name: `Show ${thirdCase.title}` })).toHaveAttribute("aria-pressed", "true");
  });

  test("the counter strip moves only for a case study with more than two counters", async ({ page }) => {
    const moves = heroOrder.findIndex((c) => c.counter.length > 2);
    const still = heroOrder.findIndex((c) => c.counter.length <= 2);
    test.skip(moves < 0 || still < 0, "the data needs a case study with more than two counters and one with at most two");
    const next = async (steps: number) => {
      for (let step = 0; step < steps; step += 1) await hero(page).getByRole("button", { name: "Next case study" }).click();
    };
    await page.goto("/");
    await next(moves);
    await expect(page.getByRole("region", { name: `Results for ${heroOrder[moves].title}` })).toBeVisible();
    await next((still - moves + heroOrder.length) % heroOrder.length);
    const list = page.getByRole("list", { name: `Results for ${heroOrder[still].title}` });
    await expect(list.getByRole("listitem")).toHaveCount(heroOrder[still].counter.length);
  });
});

test.describe("home sections", () => {
  test("logo grid: Automotive first, the next industry after 5 s, a click or key selects", async ({ page }) => {
    await fakeClock(page);
    await page.goto("/");
    await expect(pressed(page)).toHaveText("Automotive");
    await expect(page.getByRole("list", { name: "Automotive clients" }).getByRole("listitem")).toHaveCount(logoCount("Automotive"));
    await page.getByRole("button", { name: "Ecommerce" }).click();
    await expect(pressed(page)).toHaveText("Ecommerce");
    await holdClock(page);
    // Start from a known moment: choosing an industry restarts its 5 s once the pointer and focus leave.
    await page.getByRole("button", { name: "Automotive" }).click();
    await letGo(page);
    await page.clock.runFor(4900);
    await expect(pressed(page)).toHaveText("Automotive");
    await page.clock.runFor(100);
    await expect(pressed(page)).toHaveText(clients.categories[1]);
    const [, , third, fourth] = clients.categories;
    await page.getByRole("button", { name: third, exact: true }).click();
    await expect(pressed(page)).toHaveText(third);
    await expect(page.getByRole("list", { name: `${third} clients` }).getByRole("listitem")).toHaveCount(logoCount(third));
    await page.getByRole("button", { name: fourth, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(pressed(page)).toHaveText(fourth);
  });

  test("timeline: 2018 first, 2019 after 6 s, 2024 has one panel, arrow keys move", async ({ page }) => {
    await fakeClock(page);
    await page.goto("/");
    const years = page.getByRole("tablist", { name: "Years" });
    await expect(years.getByRole("tab", { selected: true })).toHaveText("2018");
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveCount(2);
    await years.getByRole("tab", { name: "2019" }).click();
    await expect(years.getByRole("tab", { selected: true })).toHaveText("2019");
    await holdClock(page);
    await years.getByRole("tab", { name: "2018" }).click();
    await letGo(page);
    await page.clock.runFor(5900);
    await expect(years.getByRole("tab", { selected: true })).toHaveText("2018");
    await page.clock.runFor(100);
    await expect(years.getByRole("tab", { selected: true })).toHaveText("2019");
    await years.getByRole("tab", { name: "2024" }).click();
    await expect(page.getByRole("tabpanel")).toHaveAccessibleName("2024");
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveCount(1);
    await page.keyboard.press("ArrowRight");
    await expect(years.getByRole("tab", { name: "2018" })).toBeFocused();
    await expect(years.getByRole("tab", { selected: true })).toHaveText("2018");
  });

  test("Innovation, Collaboration and Result show their neighbours' captions and wrap", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const values = page.getByRole("region", { name: "Innovation, Collaboration and Result" });
    const slide = values.getByRole("group");
    await expect(slide.getByRole("heading")).toHaveText("Innovation");
    await expect(slide).toContainText("PreviousResult");
    await expect(slide).toContainText("NextCollaboration");
    await values.getByRole("button", { name: "Previous slide" }).click();
    await expect(slide.getByRole("heading")).toHaveText("Result");
    await values.getByRole("button", { name: "Next slide" }).click();
    await expect(slide.getByRole("heading")).toHaveText("Innovation");
  });

  test("partners, awards, testimonials and the contact block are there", async ({ page }) => {
    await page.goto("/");
    const partnerLogos = page.getByRole("region", { name: "Partners", exact: true }).getByRole("img", { includeHidden: true });
    await expect(partnerLogos).toHaveCount(partners.length);
    expect(await partnerLogos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")))).toEqual(partners.map((p) => p.logoAlt));
    await expect(page.getByRole("region", { name: "Awards", exact: true })).toContainText(awards[0].title);
    const testimonials = page.getByRole("region", { name: "Testimonials", exact: true });
    await expect(testimonials.getByRole("group")).toHaveCount(1);
    await expect(testimonials.getByRole("button", { name: /^Show slide/ })).toHaveCount(testimonialEntries.length);
    const contact = page.getByRole("region", { name: "Navigate your next project with us!" });
    await expect(contact).toContainText("Connect with us to explore the cosmos of creativity and innovation together.");
  });

  test("under reduced motion nothing advances by itself", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await fakeClock(page);
    await page.goto("/");
    // Under reduced motion the app swaps each Pause for Play: once both show, both sections have started.
    await expect(page.getByRole("button", { name: "Play industry rotation" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Play timeline" })).toBeVisible();
    await holdClock(page);
    await page.clock.runFor(20_000);
    await expect(pressed(page)).toHaveText("Automotive");
    await expect(page.getByRole("tab", { selected: true })).toHaveText("2018");
    await expect(page.getByRole("button", { name: "Play industry rotation" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Play timeline" })).toBeVisible();
  });
});
