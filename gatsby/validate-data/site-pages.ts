/**
 * The pages of the site, as the redirects' checks need them (issue 30): the fixed pages (src/pages and
 * gatsby/privacy-page.ts), the pages made from data/ (/services/<slug>, /CaseStudy/<id>), and, where the
 * caller knows them, the posts and jobs the client-only routes show (the content save reads them from the
 * store; the build's data check does not, see docs/decisions/data.md). Plain Node: api/content imports it.
 */
import { redirectKey } from "../../shared/redirects";

/** Every fixed page, by its address, with words that name it in a message. */
export const FIXED_PAGES: Readonly<Record<string, string>> = {
  "/": "the home page",
  "/about": "the about page",
  "/services": "the services list",
  "/contact-us": "the contact page",
  "/career": "the careers page",
  "/blog": "the blog",
  "/case-Study-download": "the case-study list",
  "/terms-and-conditions": "the terms page",
  "/privacy": "the privacy notice",
  "/privacy/request": "the privacy request form",
  "/privacy/confirm": "the privacy request's confirmation page",
};

/** The posts and open jobs the caller knows of (their `url`s and ids), or none when it does not know. */
export interface RuntimePages {
  posts: readonly string[];
  jobs: readonly (string | number)[];
  /** Posts whose url staff changed: former url → url now (the live site redirects one to the other). */
  movedPosts?: readonly { from: string; to: string }[];
}

export interface SitePages {
  /** Service slugs and case-study ids; null when that file has problems of its own (then not checked). */
  services: ReadonlySet<string> | null;
  caseStudies: ReadonlySet<string> | null;
  runtime?: RuntimePages;
}

/**
 * Addresses the site itself uses that are no page a redirect may start from or lead to: the console, the
 * build's folders and files, the client-only routes' placeholders and the not-found page.
 */
const RESERVED = [
  /^\/admin(\/|$)/,
  /^\/(static|page-data|_gatsby|icons|og|videos|~partytown)(\/|$)/,
  /^\/(blog|career|CaseStudy|services)\/__/,
  /^\/(404|404\.html|dev-404-page)$/,
  /^\/[^/]+\.(js|css|json|xml|txt|webmanifest|map|conf|ico|png|jpg|jpeg|webp|svg|mp4)$/,
];

export const isReserved = (path: string): boolean => RESERVED.some((pattern) => pattern.test(redirectKey(path)));

const segment = (path: string, prefix: string): string | null => {
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length);
  return rest && !rest.includes("/") ? rest : null;
};

/**
 * Words naming the page at `path` ("the about page", "the service \"branding\"") if the site has one there;
 * null when it has none, or when it cannot tell (`undefined`: a post or job address the caller does not know).
 */
export function pageAt(pages: SitePages, path: string): string | null | undefined {
  const key = redirectKey(path);
  if (FIXED_PAGES[key]) return FIXED_PAGES[key];
  const slug = segment(key, "/services/");
  if (slug !== null) return pages.services === null ? undefined : pages.services.has(slug) ? `the page of the service "${slug}"` : null;
  const id = segment(key, "/CaseStudy/");
  if (id !== null) return pages.caseStudies === null ? undefined : pages.caseStudies.has(id) ? `the page of case study ${id}` : null;
  const post = segment(key, "/blog/");
  if (post !== null) {
    if (!pages.runtime) return undefined;
    return pages.runtime.posts.some((url) => url === post || encodeURIComponent(url) === post) ? `the published post "${post}"` : null;
  }
  const job = segment(key, "/career/");
  if (job !== null) {
    if (!pages.runtime) return undefined;
    return pages.runtime.jobs.some((jobId) => String(jobId) === job) ? `the page of job ${job}` : null;
  }
  return null;
}

type Entry = Record<string, unknown>;

const listOf = (data: unknown, key: string): Entry[] => {
  const list = (data as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(list) ? (list as Entry[]) : [];
};

/** The site's pages from the valid data files (a file with problems of its own leaves its pages unknown). */
export function sitePagesOf(valid: ReadonlyMap<string, unknown>, runtime?: RuntimePages): SitePages {
  const services = valid.get("services");
  const cases = valid.get("case-studies");
  return {
    services: services === undefined ? null : new Set(listOf(services, "services").map((entry) => String(entry.slug))),
    caseStudies: cases === undefined ? null : new Set(listOf(cases, "caseStudies").map((entry) => String(entry.id))),
    runtime,
  };
}

/** Where a post formerly at `path` (/blog/<url>) is now, when the caller knows (`/blog/<new url>`), else null. */
export function movedPostAt(pages: SitePages, path: string): string | null {
  const url = segment(redirectKey(path), "/blog/");
  const moved = url === null ? undefined : pages.runtime?.movedPosts?.find((move) => move.from === url || encodeURIComponent(move.from) === url);
  return moved ? `/blog/${encodeURIComponent(moved.to)}` : null;
}
