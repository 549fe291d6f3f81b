import { expect, test, type Page } from "@playwright/test";
import { caseStudyIds, ROUTES } from "./routes";

const [firstCaseId, secondCaseId] = [...caseStudyIds].sort((a, b) => a - b);

/** What a crawler reads before any script runs: the pre-rendered head of each route. */
test.use({ javaScriptEnabled: false });

const attr = (page: Page, selector: string, name: string) => page.locator(selector).first().getAttribute(name);

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test("every pre-rendered route has its own title and description, a canonical URL and a sharing image that loads", async ({ page, request }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of ROUTES) {
    await page.goto(route);
    const title = await page.title();
    expect(title, route).toMatch(/\S+ \| Selenova Digital$/);
    expect(titles.get(title), `${route} shares its title with ${titles.get(title)}`).toBeUndefined();
    titles.set(title, route);

    const description = (await attr(page, 'meta[name="description"]', "content")) ?? "";
    expect(description.length, route).toBeGreaterThan(40);
    descriptions.set(route, description);

    const canonical = (await attr(page, 'link[rel="canonical"]', "href")) ?? "";
    expect(new URL(canonical).pathname, route).toBe(route);
    expect(await attr(page, 'meta[property="og:url"]', "content")).toBe(canonical);

    const ogImage = new URL((await attr(page, 'meta[property="og:image"]', "content")) ?? "");
    expect(await attr(page, 'meta[name="twitter:image"]', "content")).toBe(ogImage.href);
    const image = await request.get(ogImage.pathname);
    expect(image.status(), `${route}: ${ogImage.pathname}`).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/jpeg");
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    // The whole page is in the HTML, in place: no part of it waits in a hidden template for a script.
    await expect(page.getByRole("contentinfo"), route).toBeVisible();
    expect(await page.locator('template[id^="B:"], div[hidden][id^="S:"]').count(), route).toBe(0);
  }
  // Descriptions come from the data; only the client-only pages share a generic one by design.
  expect(new Set(descriptions.values()).size).toBeGreaterThan(ROUTES.length * 0.9);
});

test("pages with a hero share that hero; pages without one share the brand card", async ({ page }) => {
  const ogImage = async (route: string) => {
    await page.goto(route);
    return new URL((await attr(page, 'meta[property="og:image"]', "content")) ?? "").pathname;
  };
  const shown = new Set<string>();
  for (const route of ["/", "/about", "/services/digital-marketing", `/CaseStudy/${firstCaseId}`, `/CaseStudy/${secondCaseId}`]) {
    const image = await ogImage(route);
    expect(image, route).toMatch(/^\/static\/[0-9a-f]+\/[0-9a-f]+\/[^/]+\.jpg$/);
    shown.add(image);
  }
  // The home page shares the hero it opens on, the first case study's.
  expect(shown.size).toBe(4);
  for (const route of ["/contact-us", "/terms-and-conditions"]) expect(await ogImage(route), route).toBe("/og-default.jpg");
});

test("the home page describes the agency as an Organization with its Pune address and social profiles", async ({ page }) => {
  await page.goto("/");
  const [org] = (await jsonLd(page)).filter((d) => d["@type"] === "Organization");
  expect(org).toMatchObject({
    "@context": "https://schema.org",
    name: "Selenova Digital",
    address: { "@type": "PostalAddress", addressLocality: "Pune", addressCountry: "IN" },
  });
  expect(org.sameAs).toEqual(expect.arrayContaining([expect.stringMatching(/^https:\/\/www\.linkedin\.com\//)]));
  const logo = await page.request.get(new URL(String(org.logo)).pathname);
  expect(logo.status()).toBe(200);
});

test("a case study is a CreativeWork about its client, made by the agency, at its canonical URL", async ({ page }) => {
  await page.goto(`/CaseStudy/${secondCaseId}`);
  const [work] = (await jsonLd(page)).filter((d) => d["@type"] === "CreativeWork");
  const canonical = await attr(page, 'link[rel="canonical"]', "href");
  const heading = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
  expect(work).toMatchObject({
    url: canonical,
    name: heading,
    image: await attr(page, 'meta[property="og:image"]', "content"),
    about: { "@type": "Organization", name: "Kalpa Motors" },
    creator: { "@type": "Organization", name: "Selenova Digital" },
  });
  expect(await attr(page, 'meta[property="og:type"]', "content")).toBe("article");
});

test("the blog post shell names no address of its own, and the fallbacks stay out of search", async ({ page }) => {
  await page.goto("/blog/any-post-at-all");
  expect(await page.title()).toBe("Blog post | Selenova Digital");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  for (const route of ["/CaseStudy/999", "/services/no-such-service"]) {
    await page.goto(route);
    expect(await attr(page, 'meta[name="robots"]', "content"), route).toBe("noindex");
  }
});
