import { expect, test, type Page } from "@playwright/test";
import { caseStudies, firstWith, onlyRequired, type CaseStudyEntry } from "./data";

type Titled = { title: string; list: string[] };

async function open(page: Page, entry: CaseStudyEntry) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`/CaseStudy/${entry.id}`);
  await expect(page.getByRole("heading", { level: 1, name: entry.title })).toBeVisible();
}

const heading = (page: Page, name: string) => page.getByRole("main").getByRole("heading", { name, exact: true });

test("the required parts show on every case study, with the hero image loaded eagerly", async ({ page }) => {
  const entry = onlyRequired ?? caseStudies[0];
  await open(page, entry);
  await expect(page.getByText(entry.subtitle as string, { exact: true })).toBeVisible();
  await expect(page.getByText(entry.description as string)).toBeVisible();
  await expect(page.getByRole("button", { name: "Download", exact: true })).toBeVisible();
  for (const counter of entry.counter) await expect(page.getByText(counter.desc)).toBeVisible();
  await expect(page.locator("main section").first().locator("img[loading=eager]").last()).toBeAttached();
});

test("a case study with only the required fields renders no optional block", async ({ page }) => {
  test.skip(!onlyRequired, "no case study in the data has only the required fields");
  const entry = onlyRequired as CaseStudyEntry;
  await open(page, entry);
  const headings = await page.getByRole("main").getByRole("heading").allTextContents();
  expect(headings).toEqual([entry.title, "Results"]);
  await expect(page.getByRole("region", { name: /gallery$/ })).toHaveCount(0);
});

for (const field of ["Deliverables", "Requirements", "Involvement", "Objectives", "Approach"]) {
  test(`${field} shows as a titled list on a case study that has it`, async ({ page }) => {
    const entry = firstWith(field);
    await open(page, entry);
    const list = page.getByRole("region", { name: field, exact: true });
    for (const item of entry[field] as string[]) await expect(list.getByRole("listitem").filter({ hasText: item })).toBeVisible();
  });
}

for (const field of ["otherList", "otherList2", "solution", "challenges"]) {
  test(`${field} shows with its own title`, async ({ page }) => {
    const entry = firstWith(field);
    const { title, list } = entry[field] as Titled;
    await open(page, entry);
    const region = page.getByRole("region", { name: title, exact: true });
    await expect(region.getByRole("listitem")).toHaveText(list);
  });
}

test("the second title block shows title2, subtitle2 and description2", async ({ page }) => {
  const entry = firstWith("title2");
  await open(page, entry);
  await expect(heading(page, entry.title2 as string)).toBeVisible();
  await expect(page.getByText(entry.subtitle2 as string)).toBeVisible();
  await expect(page.getByText(entry.description2 as string)).toBeVisible();
});

test("the second image sits beside the challenges", async ({ page }) => {
  const entry = caseStudies.find((c) => c.secondImg && c.challenges) as CaseStudyEntry;
  await open(page, entry);
  const block = page.getByRole("region", { name: "Challenges and solution" });
  const title = block.getByRole("heading", { name: (entry.challenges as Titled).title });
  await expect(title).toBeVisible();
  const picture = await block.locator("picture").boundingBox();
  const text = await title.boundingBox();
  expect(picture && text && picture.x + picture.width <= text.x).toBe(true);
});

test("cards show each image and name, fading in with their own delay", async ({ page }) => {
  const entry = firstWith("cards");
  const cards = entry.cards as { name: string; delay: number }[];
  await page.goto(`/CaseStudy/${entry.id}`);
  const items = page.getByRole("region", { name: "Highlights" }).getByRole("listitem");
  await expect(items).toHaveCount(cards.length);
  for (const [index, card] of cards.entries()) {
    await expect(items.nth(index).getByRole("heading", { name: card.name })).toBeAttached();
    await expect(items.nth(index)).toHaveCSS("transition-delay", new RegExp(`${card.delay / 1000}s`));
  }
  await items.last().scrollIntoViewIfNeeded();
  await expect(items.last()).toHaveCSS("opacity", "1");
});

test("the extra paragraph shows its headline and text", async ({ page }) => {
  const entry = firstWith("otherPara");
  const { headline, para } = entry.otherPara as { headline: string; para: string };
  await open(page, entry);
  await expect(heading(page, headline)).toBeVisible();
  await expect(page.getByText(para)).toBeVisible();
});

test("Brief sections alternate image and text", async ({ page }) => {
  const entry = firstWith("Brief");
  const briefs = entry.Brief as { title: string; description: string }[];
  await open(page, entry);
  const sections = page.getByTestId("brief-section");
  await expect(sections).toHaveCount(briefs.length);
  const sides: boolean[] = [];
  for (const [index, brief] of briefs.entries()) {
    const section = sections.nth(index);
    await expect(section.getByRole("heading", { name: brief.title })).toBeVisible();
    const picture = await section.locator("picture").boundingBox();
    const text = await section.getByRole("heading").boundingBox();
    sides.push((picture?.x ?? 0) < (text?.x ?? 0));
  }
  expect(sides).toEqual(briefs.map((_, index) => index % 2 === 0));
});

test("an unknown id shows 'Product Not Found' inside the layout", async ({ page }) => {
  await page.goto("/CaseStudy/999");
  await expect(page.getByRole("heading", { level: 1, name: "Product Not Found" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
