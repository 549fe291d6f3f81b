import { expect, test, type APIRequestContext } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { readBuilt } from "./runtime/built-posts";
import { SPEC_FIXED_TEXTS } from "./copy/spec-fixed-texts";
import { dataTexts, MIN_SENTENCE, prepare, unsourcedSentences } from "./copy/unsourced";

/**
 * Issue 30: every sentence a visitor reads on a pre-rendered page comes from data/ (any JSON there), from the
 * API's posts and jobs as the build read them, or is one of the spec-fixed interface texts
 * (copy/spec-fixed-texts.ts). Walks the sitemap and the site's own pages (data/pages.json), reading each
 * page's HTML as served, with JavaScript off: the text of the pre-rendered page, not what the API adds later.
 */
const DATA_DIR = path.join(process.cwd(), "data");

function builtTexts(): string[] {
  const { posts, jobs } = readBuilt();
  return [
    ...posts.flatMap((post) => [post.title, post.html, post.publishedAt]),
    ...jobs.flatMap((job) => [job.title, job.location, job.experience, ...job.types, job.details, job.html]),
  ];
}

/** Every address the sitemap lists (through its index). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => Array.from(xml.matchAll(/<loc>([^<]+)<\/loc>/g), (match) => new URL(match[1]).pathname);
  const paths: string[] = [];
  for (const map of locs(await (await request.get("/sitemap-index.xml")).text())) paths.push(...locs(await (await request.get(map)).text()));
  return paths;
}

/** data/pages.json's pages; its /404 is the page an unknown address gets. */
const fixedPaths = (): string[] =>
  (JSON.parse(fs.readFileSync(path.join(DATA_DIR, "pages.json"), "utf8")) as { pages: { path: string }[] }).pages.map((page) =>
    page.path === "/404" ? "/no-such-page-in-this-orbit" : page.path,
  );

test("every pre-rendered page's sentences come from data/, the built posts and jobs, or the spec's fixed texts", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const prepared = prepare({ texts: [...dataTexts(DATA_DIR), ...builtTexts(), ...SPEC_FIXED_TEXTS] });
  const paths = [...new Set([...(await sitemapPaths(request)), ...fixedPaths()])];
  expect(paths.length).toBeGreaterThan(fixedPaths().length);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const found: string[] = [];
  for (const route of paths) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(route.startsWith("/no-such-page") ? 404 : 200);
    const visible = await page.locator("body").innerText();
    expect(visible.length, route).toBeGreaterThan(MIN_SENTENCE);
    for (const sentence of unsourcedSentences(visible, prepared)) found.push(`${route}: ${sentence}`);
  }
  await context.close();
  expect(found, "sentences that are in no data file, post, job or spec-fixed text").toEqual([]);
});
