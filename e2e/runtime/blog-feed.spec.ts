import { expect, test } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { BUILT_JOBS, BUILT_POSTS, FEED_SIZE, postPath } from "./built-posts";

/** Issue 29: the feed and the sitemap list the posts (and jobs) the build read, and nothing that answers 404. */
const xml = (text: string) => new JSDOM(text, { contentType: "text/xml" }).window.document;

test("/rss.xml is RSS 2.0 with the 20 newest posts: title, absolute link, guid, pubDate, description", async ({ request }) => {
  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  const doc = xml(await response.text());
  expect(doc.querySelector("parsererror")).toBeNull();
  expect(doc.documentElement.nodeName).toBe("rss");
  expect(doc.documentElement.getAttribute("version")).toBe("2.0");
  const items = Array.from(doc.querySelectorAll("channel > item"));
  const newest = BUILT_POSTS.slice(0, FEED_SIZE);
  expect(items).toHaveLength(newest.length);
  items.forEach((item, i) => {
    const post = newest[i];
    const text = (name: string) => item.querySelector(name)?.textContent ?? "";
    expect(text("title")).toBe(post.title);
    const link = text("link");
    expect(link).toMatch(/^https?:\/\//);
    expect(new URL(link).pathname).toBe(postPath(post));
    expect(text("guid")).toBe(link);
    expect(item.querySelector("guid")?.getAttribute("isPermaLink")).toBe("true");
    expect(new Date(text("pubDate")).getTime()).toBe(Math.floor(new Date(post.publishedAt).getTime() / 1000) * 1000);
    expect(text("description").length).toBeGreaterThan(40);
  });
});

/** Every <url> of the sitemap (through its index), with its lastmod. */
async function sitemap(request: import("@playwright/test").APIRequestContext): Promise<Map<string, string | null>> {
  const index = xml(await (await request.get("/sitemap-index.xml")).text());
  const entries = new Map<string, string | null>();
  for (const loc of Array.from(index.querySelectorAll("sitemap > loc"), (l) => l.textContent ?? "")) {
    const map = xml(await (await request.get(new URL(loc).pathname)).text());
    for (const url of Array.from(map.querySelectorAll("url"))) {
      entries.set(new URL(url.querySelector("loc")?.textContent ?? "").pathname, url.querySelector("lastmod")?.textContent ?? null);
    }
  }
  return entries;
}

test("the sitemap lists every post (and job page) with its lastmod, and no fallback, 404 or console page", async ({ request }) => {
  const entries = await sitemap(request);
  for (const post of BUILT_POSTS) {
    const lastmod = entries.get(postPath(post));
    expect(lastmod, post.url).toBeTruthy();
    expect(new Date(lastmod ?? "").toISOString()).toBe(post.updatedAt);
  }
  // Job pages (/career/<id>) that the build made are listed the same way.
  const jobPages = BUILT_JOBS.filter((job) => fs.existsSync(path.join(process.cwd(), "public", "career", String(job.id), "index.html")));
  for (const job of jobPages) expect(new Date(entries.get(`/career/${job.id}`) ?? "").toISOString()).toBe(job.updatedAt);

  const paths = [...entries.keys()];
  expect(paths.filter((p) => p.includes("/__") || p.startsWith("/404") || p.startsWith("/admin") || p === "/privacy/confirm")).toEqual([]);
  for (const p of paths) expect((await request.get(p)).status(), p).toBe(200);
});
