/**
 * The marketer's words of issue 30 in the publish journey (content-publish.spec.ts): the SEO title,
 * description and share image of /about and the SEO of a service, edited in the Content screen with the
 * SEO panel's previews, and a heading of the terms page; then, after the one Publish, read on the live
 * site where search engines and link previews read them (`<title>`, description, `og:` tags) and where a
 * visitor reads the heading. Each save is its own commit by the marketer.
 */
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { checkoutDir } from "./site-builds";
import { openScreen } from "./staff";

type Json = Record<string, unknown>;

const dataFile = (name: string): Json => JSON.parse(fs.readFileSync(path.join(checkoutDir, "data", name), "utf8")) as Json;

/** What the live site must show after the publish. */
export interface PageWords {
  about: { title: string; description: string; image: string; imageAlt: string };
  service: { path: string; title: string; description: string };
  terms: { before: string; heading: string };
}

/** The first JPEG or PNG under the checkout's data/images (a file the share card can be cut from). */
function anImage(): string {
  const root = path.join(checkoutDir, "data");
  const walk = (dir: string): string | undefined => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        const found = walk(full);
        if (found) return found;
      } else if (/\.(jpg|png)$/.test(entry.name) && /^[A-Za-z0-9 &._/-]+$/.test(entry.name)) {
        return path.relative(root, full).split(path.sep).join("/");
      }
    }
    return undefined;
  };
  const found = walk(path.join(root, "images"));
  if (!found) throw new Error("data/images holds no JPEG or PNG");
  return found;
}

const openCollection = async (page: Page, name: string) => {
  await openScreen(page, "Content");
  await page.getByRole("table", { name: "Collections" }).getByRole("link", { name, exact: true }).click();
};

/** Saves and waits for the editor's own message, as a person reads it. */
async function save(page: Page, what: string) {
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: new RegExp(`^${what} saved\\. `) })).toBeVisible();
}

/** Edits the about page's SEO (with a share image), a service's SEO and the terms' first heading. */
export async function editPageWords(page: Page, tag: string): Promise<PageWords> {
  const service = (dataFile("services.json").services as Json[])[0];
  const serviceName = String(service.title).replace(/<[^>]*>/g, "").replace(/\s+/g, " ").trim();
  const terms = (dataFile("terms.json").terms as { sections: { heading: string }[] }).sections;
  const words: PageWords = {
    about: {
      title: `The crew behind the launches ${tag}`,
      description: `Meet the people of Selenova Digital who plan, build and measure every mission (${tag}).`,
      image: anImage(),
      imageAlt: `Our mission board in Pune, ${tag}`,
    },
    service: { path: `/services/${String(service.slug)}`, title: `Campaigns that reach orbit ${tag}`, description: `Search and social campaigns from Pune, measured every week (${tag}).` },
    terms: { before: terms[0].heading, heading: `${terms[0].heading} ${tag}` },
  };

  // /about: its SEO title and description, read in the previews as typed, and its own share image.
  await openCollection(page, "Pages");
  await page.getByRole("link", { name: "/about", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pages: /about" })).toBeVisible();
  // The entry's "Search and sharing" fields (their labels are the form's only ones of their kind).
  const seo = page.getByRole("main");
  await seo.getByRole("textbox", { name: /^Title in search results/ }).fill(words.about.title);
  await seo.getByRole("textbox", { name: /^Description in search results/ }).fill(words.about.description);
  const search = page.getByRole("region", { name: "Search result preview" });
  await expect(search).toContainText(`${words.about.title} | Selenova Digital`);
  await expect(search).toContainText(words.about.description);
  await seo.getByRole("combobox", { name: /^Share image/ }).fill(words.about.image);
  await page.getByRole("option", { name: words.about.image, exact: true }).click();
  await seo.getByRole("textbox", { name: /^Share image's alt text/ }).fill(words.about.imageAlt);
  await expect(page.getByRole("region", { name: "Social card preview" })).toContainText(`${words.about.title} | Selenova Digital`);
  await save(page, "Page");

  // The first service's SEO, in the same form as its page's words.
  await openCollection(page, "Services");
  await page.getByRole("link", { name: serviceName, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Services: ${serviceName}` })).toBeVisible();
  const serviceSeo = page.getByRole("main");
  await serviceSeo.getByRole("textbox", { name: /^Title in search results/ }).fill(words.service.title);
  await serviceSeo.getByRole("textbox", { name: /^Description in search results/ }).fill(words.service.description);
  await expect(page.getByRole("region", { name: "Search result preview" })).toContainText(`${words.service.title} | Selenova Digital`);
  await save(page, "Service");

  // The terms: a one-object collection, straight into its form; the first section's heading.
  await openCollection(page, "Terms and conditions");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
  const heading = page.getByRole("textbox", { name: /^Heading/ }).first();
  await expect(heading).toHaveValue(words.terms.before);
  await heading.fill(words.terms.heading);
  await save(page, "Terms and conditions");
  return words;
}

const decode = (text: string | undefined) => text?.replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

const meta = (html: string, attribute: "name" | "property", key: string): string | undefined => {
  const tag = html.match(new RegExp(`<meta[^>]*${attribute}="${key}"[^>]*>`))?.[0];
  return decode(tag?.match(/content="([^"]*)"/)?.[1]);
};

/** The page's `<title>` text (Gatsby's Head marks the element with an attribute of its own). */
const titleOf = (html: string): string | undefined => decode(html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1]);

/** The published pages carry the new words where crawlers and link previews read them, and the heading is shown. */
export async function expectLiveWords(request: APIRequestContext, visitor: Page, live: string, words: PageWords) {
  const about = await (await request.get(`${live}/about`)).text();
  expect(titleOf(about)).toBe(`${words.about.title} | Selenova Digital`);
  expect(meta(about, "name", "description")).toBe(words.about.description);
  expect(meta(about, "property", "og:title")).toBe(`${words.about.title} | Selenova Digital`);
  expect(meta(about, "property", "og:description")).toBe(words.about.description);
  expect(meta(about, "property", "og:image:alt")).toBe(words.about.imageAlt);
  const image = new URL(meta(about, "property", "og:image") ?? "");
  expect(image.pathname).not.toBe("/og-default.jpg");
  const card = await request.get(`${live}${image.pathname}`);
  expect([card.status(), card.headers()["content-type"]]).toEqual([200, "image/jpeg"]);

  const service = await (await request.get(`${live}${words.service.path}`)).text();
  expect(titleOf(service)).toBe(`${words.service.title} | Selenova Digital`);
  expect(meta(service, "name", "description")).toBe(words.service.description);
  expect(meta(service, "property", "og:title")).toBe(`${words.service.title} | Selenova Digital`);

  await visitor.goto(`${live}/terms-and-conditions`);
  await expect(visitor.getByRole("heading", { name: words.terms.heading, exact: true })).toBeVisible();
  await expect(visitor.getByRole("heading", { name: words.terms.before, exact: true })).toHaveCount(0);
}
