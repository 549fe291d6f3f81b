/**
 * @jest-environment node
 */
import type { GatsbyNode } from "gatsby";
import { JSDOM } from "jsdom";
import { BLOG_PAGE_SIZE } from "../../shared/blog";
import { createResolvers, newestFirst } from "../../gatsby/schema/post-fields";
import { htmlText, sanitizeBody } from "../../gatsby/sanitize-html";

type Resolve = (source: unknown, args?: unknown, context?: unknown) => unknown;

/** The resolvers the hook hands to Gatsby, by type and field. */
function resolvers(): Record<string, Record<string, { resolve: Resolve }>> {
  let made: Record<string, Record<string, { resolve: Resolve }>> = {};
  const hook = createResolvers as unknown as (args: { createResolvers: (r: typeof made) => void }) => void;
  hook({ createResolvers: (r) => (made = r) });
  return made;
}

const BODY = '<h2>Mass is useful content</h2><p>Pages that answer <em>real</em> questions &amp; more.</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><p><img src="https://cdn.test/chart.png" alt="A chart"></p>';

describe("the build's sanitiser (pre-rendered bodies)", () => {
  it("removes scripts, handlers and relative images, and marks the body's images lazy", () => {
    const safe = sanitizeBody(BODY);
    expect(safe).not.toMatch(/script|onerror|__xss/);
    const holder = JSDOM.fragment(`<div>${safe}</div>`);
    expect(holder.querySelector("h2")?.textContent).toBe("Mass is useful content");
    expect(Array.from(holder.querySelectorAll("img")).map((img) => [img.getAttribute("src"), img.getAttribute("alt"), img.getAttribute("loading")])).toEqual([
      [null, "", "lazy"],
      ["https://cdn.test/chart.png", "A chart", "lazy"],
    ]);
  });

  it("reads a body's text with blocks apart and entities decoded", () => {
    expect(htmlText(BODY)).toBe("Mass is useful content Pages that answer real questions & more.");
  });
});

describe("PublishedPost's build fields", () => {
  const { PublishedPost, Query } = resolvers();
  const post = { postId: 3, html: `<p>${"Orbit ".repeat(60)}</p>`, publishedAt: "2025-01-05T09:30:00.000Z" };

  it("give the sanitised body, the card's 200-character excerpt and a description cut at a word", () => {
    expect(PublishedPost.bodyHtml.resolve({ ...post, html: BODY })).not.toContain("script");
    const excerpt = String(PublishedPost.excerpt.resolve(post));
    expect(Array.from(excerpt.replace(/…$/, "")).length).toBe(200);
    const description = String(PublishedPost.description.resolve(post));
    expect(description).toMatch(/^(Orbit )+Orbit…$/);
    expect(Array.from(description).length).toBeLessThanOrEqual(155);
  });

  it("gives the post's own SEO description as the page's description when staff set one (issue 30)", () => {
    expect(PublishedPost.description.resolve({ ...post, seoDescription: "Our own words for search results." })).toBe("Our own words for search results.");
    expect(PublishedPost.description.resolve({ ...post, seoDescription: null })).toMatch(/^(Orbit )+Orbit…$/);
  });

  it("blogFirstPage is GET /blogs?page=1: the newest BLOG_PAGE_SIZE, ties by id", async () => {
    const posts = Array.from({ length: BLOG_PAGE_SIZE + 3 }, (_, i) => ({ ...post, postId: i + 1, publishedAt: `2025-01-${String(10 + (i % 5)).padStart(2, "0")}T00:00:00.000Z` }));
    const context = { nodeModel: { findAll: async () => ({ entries: posts }) } };
    const page = (await Query.blogFirstPage.resolve({}, {}, context)) as typeof posts;
    expect(page.map((p) => p.postId)).toEqual(newestFirst(posts).slice(0, BLOG_PAGE_SIZE).map((p) => p.postId));
    expect(page.map((p) => p.postId)).toEqual([5, 9, 4, 8, 3, 7]);
  });
});

// The hook's type, so a change of Gatsby's signature shows here.
export const hook: GatsbyNode["createResolvers"] = createResolvers;
