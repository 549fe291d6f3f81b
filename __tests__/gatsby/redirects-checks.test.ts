/** @jest-environment node */
/**
 * The redirects' checks (gatsby/validate-data/redirects.ts), shared by the build and the content save:
 * each refusal and its message, over the site's pages as data/ holds them today.
 */
import fs from "fs";
import path from "path";
import { redirectProblems } from "../../gatsby/validate-data/redirects";
import { FIXED_PAGES, sitePagesOf, type RuntimePages } from "../../gatsby/validate-data/site-pages";
import type { Redirect } from "../../shared/redirects";

const root = path.resolve(__dirname, "../..");
const readData = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(root, "data", `${name}.json`), "utf8"));
const services = readData("services") as { services: { slug: string }[] };
const cases = readData("case-studies") as { caseStudies: { id: number }[] };
const SLUG = services.services[0].slug;
const CASE_ID = cases.caseStudies[0].id;
const valid = new Map<string, unknown>([
  ["services", services],
  ["case-studies", cases],
]);
const RUNTIME: RuntimePages = { posts: ["moon-landing"], jobs: [7], movedPosts: [{ from: "lunar-landing", to: "moon-landing" }] };

const check = (redirects: Redirect[], runtime?: RuntimePages) =>
  redirectProblems(redirects, sitePagesOf(valid, runtime)).map(({ pointer, message }) => ({ pointer, message }));
const r = (from: string, to: string, permanent = true): Redirect => ({ from, to, permanent });

describe("redirect checks", () => {
  it("accepts an old address leading to a fixed page, a service, a case study or an https address", () => {
    expect(
      check([r("/old-about", "/about"), r("/services/old-name", `/services/${SLUG}`), r("/work/1", `/CaseStudy/${CASE_ID}/`, false), r("/partner", "https://example.com/page")]),
    ).toEqual([]);
  });

  it("knows every page of src/pages (a new page file must be added to FIXED_PAGES)", () => {
    const files = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
    const routes = files(path.join(root, "src/pages"))
      .map((file) => `/${path.relative(path.join(root, "src/pages"), file).replace(/\.tsx$/, "")}`.replace(/\/index$/, "/").replace(/^\/\/$/, "/"))
      .filter((route) => !route.startsWith("/admin/") && route !== "/404");
    for (const route of routes) expect([route, FIXED_PAGES[route === "/" ? "/" : route.replace(/\/$/, "")]]).toEqual([route, expect.any(String)]);
  });

  it("refuses a from that is a page of the site, naming the page", () => {
    expect(check([r("/about/", "/services")])).toEqual([
      { pointer: "/redirects/0/from", message: 'is "/about/", the address of the about page: a redirect would hide that page. Redirect only an address that no longer has a page.' },
    ]);
    expect(check([r(`/services/${SLUG}`, "/services")])[0].message).toContain(`the page of the service "${SLUG}"`);
    expect(check([r(`/CaseStudy/${CASE_ID}`, "/about")])[0].message).toContain(`the page of case study ${CASE_ID}`);
  });

  it("refuses a from that is a known post or job, and accepts one when posts and jobs are not known (the build)", () => {
    expect(check([r("/blog/moon-landing", "/blog")], RUNTIME)[0].message).toContain('the published post "moon-landing"');
    expect(check([r("/career/7", "/career")], RUNTIME)[0].message).toContain("the page of job 7");
    expect(check([r("/blog/moon-landing", "/blog"), r("/career/7", "/career")])).toEqual([]);
  });

  it("refuses a from that is no path on this site, has a query or fragment, odd characters or parts, or is the site's own", () => {
    const [url, query, space, dots, admin, bundle] = [
      r("https://example.com/old", "/about"),
      r("/old?page=2", "/about"),
      r("/old page", "/about"),
      r("/a//b", "/about"),
      r("/admin/posts", "/about"),
      r("/app-0123.js", "/about"),
    ].map((redirect) => check([redirect])[0]);
    expect(url.message).toBe('is "https://example.com/old". Give an address on this site starting with /, e.g. /old-page (only this site\'s addresses can be redirected).');
    expect(query.message).toBe('is "/old?page=2", with a ? or #. Give the address without them: the visitor\'s own query string is kept, and any query string matches.');
    expect(space.message).toBe('is "/old page", which holds characters an address here may not (spaces, quotes, %, $ and the like). Use letters, digits and - . _ ~ / only.');
    expect(dots.message).toBe('is "/a//b", with an empty, "." or ".." part. Write the address as visitors see it, e.g. /old-page.');
    expect(admin.message).toBe('is "/admin/posts", an address the site itself uses (the console or the build\'s files). Choose the old page\'s address.');
    expect(bundle.pointer).toBe("/redirects/0/from");
  });

  it("refuses a to that is no page of the site, or no usable address", () => {
    expect(check([r("/old", "/services/no-such-service")])).toEqual([
      { pointer: "/redirects/0/to", message: 'is "/services/no-such-service", which is no page of this site. Point it at one of the site\'s pages (e.g. /services) or at a full https:// address.' },
    ]);
    expect(check([r("/old", "/nowhere")])[0].message).toContain("which is no page of this site");
    expect(check([r("/old", "/blog/not-a-post")], RUNTIME)[0].message).toContain("which is no page of this site");
    expect(check([r("/old", "http://example.com")])[0].message).toBe(
      'is "http://example.com". Give a page of this site (starting with /, e.g. /services) or a full address on another site starting with https://.',
    );
    expect(check([r("/old", "https://user:pw@example.com")])[0].message).toBe('is "https://user:pw@example.com", which is not a web address we can send visitors to. Write it as https://example.com/page.');
    expect(check([r("/old", 'https://example.com/"$x')])[0].message).toContain("not a web address we can send visitors to");
    expect(check([r("/old", "https://example.com/?ref=us")])[0].message).toBe('is "https://example.com/?ref=us", with a ? or #. Give the address without them: the visitor\'s own query string is kept.');
    expect(check([r("/old", "/about#team")])[0].message).toContain("with a ? or #");
  });

  it("refuses a to that is a post's former address (a chain through the post's redirect), naming where the post is now", () => {
    expect(check([r("/old", "/blog/lunar-landing")], RUNTIME)).toEqual([
      {
        pointer: "/redirects/0/to",
        message: 'is "/blog/lunar-landing", the former address of a post that is now at "/blog/moon-landing". Point this one at "/blog/moon-landing" instead, so visitors get there in one step.',
      },
    ]);
  });

  it("refuses the same from twice, with or without a trailing slash", () => {
    expect(check([r("/old", "/about"), r("/old/", "/services")])).toEqual([
      { pointer: "/redirects/1/from", message: 'is "/old/", the same address as entry #0 ("/old"): a trailing / makes no difference. Keep one of them.' },
    ]);
  });

  it("refuses a loop, to itself or round several redirects", () => {
    expect(check([r("/old", "/old/")])).toEqual([
      { pointer: "/redirects/0/to", message: 'is "/old/", the old address itself: visitors would go round in a loop. Point it at a page of the site.' },
    ]);
    expect(check([r("/a", "/b"), r("/b", "/c"), r("/c", "/a")])).toEqual(
      ["/b", "/c", "/a"].map((to, index) => ({
        pointer: `/redirects/${index}/to`,
        message: `is "${to}", which is redirected back here: visitors would go round in a loop. Point one of them at a page of the site.`,
      })),
    );
  });

  it("refuses a chain and names the end to point at instead", () => {
    expect(check([r("/a", "/b/"), r("/b", "/c"), r("/c", "/about")])).toEqual([
      { pointer: "/redirects/0/to", message: 'is "/b/", which is itself redirected to "/about". Point this one at "/about" instead, so visitors get there in one step.' },
      { pointer: "/redirects/1/to", message: 'is "/c", which is itself redirected to "/about". Point this one at "/about" instead, so visitors get there in one step.' },
    ]);
  });
});
