import { expect, test, type Locator } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";

/** Issue 30: the built pages show each picture with the alt text written beside it in data/; backgrounds with alt="". */
type Json = Record<string, unknown>;
const read = (file: string, key: string) => (JSON.parse(fs.readFileSync(path.join(process.cwd(), "data", file), "utf8")) as Json)[key];
const awards = read("awards.json", "awards") as { imageAlt: string }[];
const testimonials = read("testimonials.json", "testimonials") as { imageAlt: string }[];
const services = read("services.json", "services") as { slug: string; thumbImgAlt: string; cards: { imgAlt: string }[] }[];
const timeline = read("timeline.json", "timeline") as { year: number; imgAlt: string; img2Alt?: string }[];

const alts = (images: Locator) => images.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));

test("the about page's awards and testimonials show their alt texts", async ({ page }) => {
  await page.goto("/about");
  const awardImages = page.getByRole("region", { name: "Awards", exact: true }).locator("img");
  await expect(awardImages).toHaveCount(awards.length);
  expect((await alts(awardImages)).sort()).toEqual(awards.map((a) => a.imageAlt).sort());
  const portraits = page.getByRole("region", { name: "Testimonials", exact: true }).locator("img");
  await expect(portraits).toHaveCount(testimonials.length);
  expect((await alts(portraits)).sort()).toEqual(testimonials.map((t) => t.imageAlt).sort());
});

test("the services list and a service page show the thumbnails' and cards' alt texts; the hero background has none", async ({ page }) => {
  await page.goto("/services");
  expect(await alts(page.getByRole("region", { name: "Our services" }).locator("img"))).toEqual(services.map((s) => s.thumbImgAlt));
  const service = services.find((s) => s.cards.length > 0) as (typeof services)[number];
  await page.goto(`/services/${service.slug}`);
  const shown = await alts(page.locator("main img"));
  expect(shown).toEqual(expect.arrayContaining(service.cards.map((c) => c.imgAlt)));
  expect(shown).toContain("");
});

test("the home timeline's first year shows its panels' alt texts", async ({ page }) => {
  await page.goto("/");
  const first = timeline[0];
  const panel = page.getByRole("tabpanel", { name: String(first.year) });
  await expect(panel.locator("img")).toHaveCount(first.img2Alt ? 2 : 1);
  expect(await alts(panel.locator("img"))).toEqual([first.imgAlt, first.img2Alt].filter(Boolean));
});
