/**
 * gatsby-plugin-sitemap's options (gatsby-config.ts): every page the build made but those that are not
 * for search (the client-only fallbacks, which the site server answers with 404, the 404 pages, the
 * console, the mailed confirmation link), and for each pre-rendered post and job page its `lastmod`
 * (the post's or job's last change in the store, issue 29).
 */
import { blogPostPath } from "../shared/blog";

/** Pages left out by name: the 404 pages, the mailed confirmation link. */
const LEFT_OUT = new Set(["/404", "/404.html", "/dev-404-page", "/privacy/confirm"]);

/**
 * Whether a page stays out of the sitemap: a client-only fallback (a `__` placeholder segment:
 * `/blog/__post`, `/career/__job`, `/services/__unknown`, `/CaseStudy/__unknown`, which the site server
 * answers with 404), a 404 page, the staff console (`/admin` and under it), the confirmation link.
 */
export function leftOutOfSitemap(path: string): boolean {
  const clean = path.replace(/\/+$/, "") || "/";
  if (clean.split("/").some((segment) => segment.startsWith("__"))) return true;
  return LEFT_OUT.has(clean) || clean === "/admin" || clean.startsWith("/admin/");
}

export const SITEMAP_QUERY = `
  query SitemapPages {
    site { siteMetadata { siteUrl } }
    allSitePage { nodes { path } }
    allPublishedPost { nodes { url updatedAt } }
    allOpenJob { nodes { jobId updatedAt } }
  }
`;

export interface SitemapData {
  allSitePage: { nodes: { path: string }[] };
  allPublishedPost: { nodes: { url: string; updatedAt: string }[] };
  allOpenJob: { nodes: { jobId: number; updatedAt: string }[] };
}

export interface SitemapPage {
  path: string;
  /** The last change of what the page shows, when the build knows it (posts and jobs). */
  lastmod?: string;
}

/** The address of an open job's page (made by gatsby/job-pages.ts). */
export const jobPagePath = (jobId: number): string => `/career/${jobId}`;

/** Every page the build made, with its `lastmod` where it shows a post or a job. */
export function sitemapPages(data: SitemapData): SitemapPage[] {
  const changed = new Map<string, string>([
    ...data.allPublishedPost.nodes.map(({ url, updatedAt }) => [blogPostPath(url), updatedAt] as const),
    ...data.allOpenJob.nodes.map(({ jobId, updatedAt }) => [jobPagePath(jobId), updatedAt] as const),
  ]);
  return data.allSitePage.nodes.map(({ path }) => {
    const lastmod = changed.get(path);
    return lastmod ? { path, lastmod } : { path };
  });
}

/** A sitemap entry: the page's address and, when known, its lastmod. */
export const sitemapEntry = ({ path, lastmod }: SitemapPage): { url: string; lastmod?: string } => (lastmod ? { url: path, lastmod } : { url: path });

export const sitemapOptions = {
  query: SITEMAP_QUERY,
  resolvePages: sitemapPages,
  serialize: sitemapEntry,
  // The plugin calls filterPages once per entry of `excludes` (and never when it is empty): one rule.
  excludes: ["leftOutOfSitemap"],
  filterPages: (page: SitemapPage): boolean => leftOutOfSitemap(page.path),
};
