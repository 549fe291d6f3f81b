import { jobPagePath, leftOutOfSitemap, sitemapEntry, sitemapOptions, sitemapPages, type SitemapData } from "../../gatsby/sitemap";

const DATA: SitemapData = {
  allSitePage: {
    nodes: ["/", "/blog", "/blog/seo-is-gravity", "/blog/__post", "/career", "/career/7", "/career/__job", "/services/__unknown", "/CaseStudy/__unknown", "/404", "/404.html", "/admin/[...]", "/privacy/confirm", "/privacy/request"].map(
      (path) => ({ path }),
    ),
  },
  allPublishedPost: { nodes: [{ url: "seo-is-gravity", updatedAt: "2025-02-01T10:00:00.000Z" }, { url: "not-built", updatedAt: "2025-02-02T10:00:00.000Z" }] },
  allOpenJob: { nodes: [{ jobId: 7, updatedAt: "2025-03-01T08:00:00.000Z" }] },
};

/** What gatsby-plugin-sitemap keeps: `pages.filter(page => !excludes.some(ex => filterPages(page, ex)))`. */
const kept = (paths: string[]) => paths.filter((path) => !sitemapOptions.excludes.some(() => sitemapOptions.filterPages({ path })));

describe("the sitemap", () => {
  const pages = sitemapPages(DATA);

  it("dates each post and open job page by its last change, and no other page", () => {
    expect(pages.find((page) => page.path === "/blog/seo-is-gravity")).toEqual({ path: "/blog/seo-is-gravity", lastmod: "2025-02-01T10:00:00.000Z" });
    expect(pages.find((page) => page.path === jobPagePath(7))).toEqual({ path: "/career/7", lastmod: "2025-03-01T08:00:00.000Z" });
    expect(pages.find((page) => page.path === "/blog")).toEqual({ path: "/blog" });
    expect(sitemapEntry({ path: "/career/7", lastmod: "2025-03-01T08:00:00.000Z" })).toEqual({ url: "/career/7", lastmod: "2025-03-01T08:00:00.000Z" });
    expect(sitemapEntry({ path: "/blog" })).toEqual({ url: "/blog" });
  });

  it("lists only pages the build made (a post without a page is not listed)", () => {
    expect(pages.map((page) => page.path)).not.toContain("/blog/not-built");
  });

  it("leaves out the fallbacks, the 404 pages, the console and the confirmation link", () => {
    expect(kept(pages.map((page) => page.path))).toEqual(["/", "/blog", "/blog/seo-is-gravity", "/career", "/career/7", "/privacy/request"]);
    expect(["/admin", "/admin/", "/admin/posts/3", "/blog/__post/"].every(leftOutOfSitemap)).toBe(true);
    expect(["/administration", "/blog/under_score"].some(leftOutOfSitemap)).toBe(false);
  });
});
