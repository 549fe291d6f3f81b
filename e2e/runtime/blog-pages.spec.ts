import { expect, test, type APIRequestContext } from "@playwright/test";
import { JSDOM } from "jsdom";
import sharp from "sharp";
import { collectPageErrors } from "../page-errors";
import { API, api } from "./helpers";
import { BLOG_PAGE_SIZE, BUILT_POSTS, bodyHeadings, postPath, type BuiltPost } from "./built-posts";

/**
 * Issue 29: the posts the build read are real pages. What a crawler or a link-preview bot reads (the
 * HTML, fetched without JavaScript), then what a visitor's browser does with it.
 */
const BRAND = "Selenova Digital";

async function html(request: APIRequestContext, path: string): Promise<Document> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return new JSDOM(await response.text()).window.document;
}

const meta = (doc: Document, selector: string) => doc.querySelector(selector)?.getAttribute("content") ?? doc.querySelector(selector)?.getAttribute("href") ?? null;

const jsonLd = (doc: Document) => Array.from(doc.querySelectorAll('script[type="application/ld+json"]'), (s) => JSON.parse(s.textContent ?? "") as Record<string, unknown>);

const longDate = (iso: string) => new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }).format(new Date(iso));

test("the build pre-rendered posts (it could read the store)", () => {
  expect(BUILT_POSTS.length).toBeGreaterThan(BLOG_PAGE_SIZE);
});

test.describe("a post's page without JavaScript", () => {
  for (const post of [BUILT_POSTS[0], BUILT_POSTS[BUILT_POSTS.length - 1]])
    test(`${post.url}: its own title, description, canonical, share tags, h1, date, image, body and BlogPosting`, async ({ request }) => {
      const doc = await html(request, postPath(post));
      const title = `${post.title} | ${BRAND}`;
      expect(doc.title).toBe(title);
      expect(doc.querySelector('meta[name="robots"]')).toBeNull();

      const canonical = meta(doc, 'link[rel="canonical"]') ?? "";
      expect(canonical).toMatch(/^https?:\/\//);
      expect(new URL(canonical).pathname).toBe(postPath(post));
      expect(meta(doc, 'meta[property="og:url"]')).toBe(canonical);
      expect(meta(doc, 'meta[property="og:type"]')).toBe("article");
      expect(meta(doc, 'meta[property="og:title"]')).toBe(title);
      expect(meta(doc, 'meta[name="twitter:card"]')).toBe("summary_large_image");

      // The description is the post's own start, as text, about 155 characters, cut at a word.
      const article = doc.querySelector("article");
      const bodyText = (article?.querySelector("time")?.nextElementSibling?.nextElementSibling?.textContent ?? "").replace(/\s+/g, " ");
      const description = meta(doc, 'meta[name="description"]') ?? "";
      expect(meta(doc, 'meta[property="og:description"]')).toBe(description);
      expect(description.length).toBeGreaterThan(60);
      expect(Array.from(description).length).toBeLessThanOrEqual(155);
      expect(bodyText.replace(/\s+/g, "").startsWith(description.replace(/…$/, "").replace(/\s+/g, ""))).toBe(true);

      // The share image: absolute, from the post's own image, at least 1200×630.
      const ogImage = meta(doc, 'meta[property="og:image"]') ?? "";
      expect(ogImage).toMatch(/^https?:\/\//);
      expect(decodeURIComponent(ogImage)).toContain(post.image?.file.replace(/\.\w+$/, "") ?? "(no image)");
      const image = await request.get(new URL(ogImage).pathname);
      expect(image.status()).toBe(200);
      const size = await sharp(await image.body()).metadata();
      expect(size.width ?? 0).toBeGreaterThanOrEqual(1200);
      expect(size.height ?? 0).toBeGreaterThanOrEqual(630);

      // The page itself: h1, date, image and the whole body.
      expect(doc.querySelector("h1")?.textContent).toBe(post.title);
      expect(article?.querySelector("time")?.textContent).toBe(longDate(post.publishedAt));
      const picture = article?.querySelector("picture img");
      expect(picture?.getAttribute("srcset")).toMatch(/\.webp \d+w/);
      expect(picture?.getAttribute("width")).toBeTruthy();
      expect(picture?.getAttribute("height")).toBeTruthy();
      const headings = Array.from(article?.querySelectorAll("h2") ?? [], (h) => h.textContent);
      expect(headings).toEqual(bodyHeadings(post.html));
      expect(doc.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute("href")).toBe("/rss.xml");

      const [posting] = jsonLd(doc).filter((d) => d["@type"] === "BlogPosting");
      expect(posting).toMatchObject({
        "@context": "https://schema.org",
        headline: post.title,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        author: { "@type": "Organization", name: BRAND },
        publisher: { "@type": "Organization", name: BRAND },
        mainEntityOfPage: { "@type": "WebPage", "@id": canonical },
      });
      expect(JSON.stringify(posting.image)).toContain(ogImage);
      const logo = (posting.publisher as { logo: { url: string } }).logo.url;
      expect((await request.get(new URL(logo).pathname)).status()).toBe(200);
    });

  test("every built post has its page, with its own title", async ({ request }) => {
    for (const post of BUILT_POSTS) expect((await html(request, postPath(post))).title, post.url).toBe(`${post.title} | ${BRAND}`);
  });

  test("the fallback for other addresses says noindex and names no address of its own", async ({ request }) => {
    // An address the build has no page for is served the fallback (with status 404, see e2e/not-found.spec.ts).
    const response = await request.get("/blog/no-post-has-this-address");
    expect(response.status()).toBe(404);
    const doc = new JSDOM(await response.text()).window.document;
    expect(meta(doc, 'meta[name="robots"]')).toBe("noindex");
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

test.describe("a post's page in the browser", () => {
  const post = BUILT_POSTS[0];

  test("hydrates without an error, asks the API for the post once and keeps showing it", async ({ page }) => {
    const errors = collectPageErrors(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(`${API}/blog`)) asked.push(request.url().slice(API.length));
    });
    const answered = page.waitForResponse((response) => response.url() === `${API}${postPath(post)}`);
    await page.goto(postPath(post));
    await answered;
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.locator("article picture img")).toHaveJSProperty("complete", true);
    await page.waitForTimeout(300);
    expect(asked).toEqual([postPath(post)]);
    expect(errors).toEqual([]);
  });

  test("shows the API's newest state: a changed title and body", async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.route(api(`/blog/${post.url}`), async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as BuiltPost & { blog: string };
      await route.fulfill({ response, json: { ...body, title: "Changed since the build", blog: "<h2>A newer body</h2><p>Rewritten.</p>" } });
    });
    await page.goto(postPath(post));
    await expect(page.getByRole("heading", { level: 1, name: "Changed since the build" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "A newer body" })).toBeVisible();
    await expect(page).toHaveTitle(`Changed since the build | ${BRAND}`);
    expect(errors).toEqual([]);
  });

  test("says the post is not found once the API no longer has it (unpublished since the build)", async ({ page }) => {
    await page.route(api(`/blog/${post.url}`), (route) => route.fulfill({ status: 404, json: { statusCode: 404, message: "No blog post at this address" } }));
    await page.goto(postPath(post));
    await expect(page.getByRole("heading", { level: 1, name: "Post not found" })).toBeVisible();
    await expect(page.getByText(post.title)).toHaveCount(0);
  });
});

test.describe("/blog", () => {
  const firstPage = BUILT_POSTS.slice(0, BLOG_PAGE_SIZE);

  test("its HTML holds the first page's cards: title, image, excerpt, link, and the feed's link", async ({ request }) => {
    const doc = await html(request, "/blog");
    const cards = Array.from(doc.querySelectorAll('ul[aria-label="Posts"] > li'));
    expect(cards.map((card) => card.querySelector("h2")?.textContent)).toEqual(firstPage.map((post) => post.title));
    cards.forEach((card, i) => {
      expect(card.querySelector("h2 a")?.getAttribute("href")).toBe(postPath(firstPage[i]));
      expect(card.querySelector("picture img")?.getAttribute("srcset")).toMatch(/\.webp \d+w/);
      expect((card.querySelector("p")?.textContent ?? "").length).toBeGreaterThan(40);
    });
    expect(doc.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute("href")).toBe("/rss.xml");
    expect(doc.body.textContent).not.toContain("Loading...");
  });

  test("hydrates without an error and then shows the API's first page", async ({ page }) => {
    const errors = collectPageErrors(page);
    const answer = await (await page.request.get(`${API}/blogs?page=1`)).json() as { title: string }[];
    await page.goto("/blog");
    const titles = page.getByRole("list", { name: "Posts" }).getByRole("heading", { level: 2 });
    await expect(titles).toHaveText(answer.map((post) => post.title));
    await expect(page.getByRole("button", { name: "Load more posts" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
