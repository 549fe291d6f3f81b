/** @jest-environment node */
import { readSiteEnv } from "../../gatsby/env";
import { robotsTxt } from "../../gatsby/on-post-build";

describe("readSiteEnv", () => {
  it("defaults to the local ports and drops trailing slashes", () => {
    expect(readSiteEnv({})).toEqual({ siteUrl: "http://localhost:9000", apiUrl: "http://localhost:8000" });
    expect(readSiteEnv({ GATSBY_SITE_URL: "https://selenova.example/", GATSBY_API_URL: "https://api.selenova.example//" })).toEqual({
      siteUrl: "https://selenova.example",
      apiUrl: "https://api.selenova.example",
    });
  });

  it("stops with a clear message on a URL that is not absolute http(s)", () => {
    expect(() => readSiteEnv({ GATSBY_API_URL: "api.selenova.example" })).toThrow(
      'GATSBY_API_URL must be an absolute http(s) URL, got "api.selenova.example".',
    );
    expect(() => readSiteEnv({ GATSBY_SITE_URL: "ftp://selenova.example" })).toThrow("GATSBY_SITE_URL must use http or https");
  });
});

describe("robotsTxt", () => {
  it("allows crawling, hides the client-only fallbacks and points at the sitemap on the site URL", () => {
    const text = robotsTxt("https://selenova.example");
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain("Disallow: /blog/__post");
    expect(text).toContain("Sitemap: https://selenova.example/sitemap-index.xml");
  });
});
