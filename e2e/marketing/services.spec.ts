import { expect, test } from "@playwright/test";
import { rgb, services } from "./data";

test.describe("services list", () => {
  test("has the hero headline and the cards in two columns", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services built for lift-off");
    const cards = page.getByRole("region", { name: "Our services" }).getByRole("listitem");
    await expect(cards).toHaveCount(services.length);
    const lefts = new Set<number>();
    for (const card of await cards.all()) lefts.add(Math.round((await card.boundingBox())?.x ?? -1));
    expect(lefts.size).toBe(2);
    await page.getByRole("link", { name: services[0].titleSmall }).click();
    await expect(page).toHaveURL(new RegExp(`/services/${services[0].slug}$`));
  });

  test("the first row's images load with the page (the largest paint on a phone); the rest wait until needed", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/services");
    const images = page.getByRole("region", { name: "Our services" }).locator("img");
    await expect(images).toHaveCount(services.length);
    await expect(images.nth(0)).toHaveAttribute("loading", "eager");
    await expect(images.nth(1)).toHaveAttribute("loading", "eager");
    await expect(images.nth(2)).toHaveAttribute("loading", "lazy");
    await expect.poll(() => images.nth(0).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

test.describe("service detail", () => {
  const service = services.find((s) => s.cards.length >= 2);
  if (!service) throw new Error("no service with cards");
  const [first, second] = service.cards;

  test("hovering or focusing a card paints the section in its colour; leaving clears it", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`/services/${service.slug}`);
    const section = page.getByRole("region", { name: `What ${service.titleSmall} covers` });
    const transparent = "rgba(0, 0, 0, 0)";
    await expect(section).toHaveCSS("background-color", transparent);
    // A pointer that arrived before the app started paints nothing until it moves again, as for a visitor.
    await expect(async () => {
      await page.mouse.move(2, 2);
      await page.getByRole("article", { name: first.title }).hover();
      await expect(section).toHaveCSS("background-color", rgb(first.Bgcolor), { timeout: 1000 });
    }).toPass();
    await page.mouse.move(2, 2);
    await expect(section).toHaveCSS("background-color", transparent);
    await page.getByRole("article", { name: second.title }).focus();
    await expect(section).toHaveCSS("background-color", rgb(second.Bgcolor));
    await page.keyboard.press("Shift+Tab");
    await expect(section).toHaveCSS("background-color", rgb(first.Bgcolor));
  });

  test("the hero has the HTML title, the description and art-directed backgrounds", async ({ page }) => {
    await page.goto(`/services/${service.slug}`);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(service.titleSmall.replace("&", "&"));
    await expect(h1.locator("span")).toHaveCount(1);
    await expect(page.locator("main picture source[media]").first()).toHaveAttribute("media", /max-width/);
  });

  test("the consultant page has no cards", async ({ page }) => {
    await page.goto("/services/consultant");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(0);
  });
});
