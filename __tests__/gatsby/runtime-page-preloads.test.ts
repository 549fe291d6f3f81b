/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { RUNTIME_PAGES, addRuntimePagePreloads, templateScripts, withScriptPreloads } from "../../gatsby/runtime-page-preloads";

const STATS = {
  namedChunkGroups: {
    app: { assets: [{ name: "webpack-runtime-1.js" }, { name: "framework-2.js" }, { name: "app-3.js" }] },
    "component---src-pages-blog-tsx": {
      assets: [{ name: "framework-2.js" }, { name: "shared-4.js" }, { name: "component---src-pages-blog-tsx-5.js" }, { name: "styles-6.css" }, { name: "component---src-pages-blog-tsx-5.js.map" }],
    },
    "component---src-pages-blog-post-tsx": { assets: [{ name: "shared-4.js" }, { name: "component---src-pages-blog-post-tsx-7.js" }] },
  },
};

const GUARD = '<script id="early-input">window.__held=[];</script>';
const page = (head: string) => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}<title>Blog</title></head><body></body></html>`;

describe("templateScripts", () => {
  it("lists a template's own scripts, without the app's or its styles", () => {
    expect(templateScripts(STATS, "component---src-pages-blog-tsx")).toEqual(["shared-4.js", "component---src-pages-blog-tsx-5.js"]);
    expect(templateScripts(STATS, "component---missing")).toEqual([]);
  });
});

describe("withScriptPreloads", () => {
  it("puts the links straight after the early-input guard, and only once", () => {
    const html = withScriptPreloads(page(GUARD), ["shared-4.js", "blog-5.js"]);
    expect(html).toContain(`${GUARD}<link rel="preload" as="script" href="/shared-4.js"/><link rel="preload" as="script" href="/blog-5.js"/><title>`);
    expect(withScriptPreloads(html, ["shared-4.js", "blog-5.js"])).toBe(html);
  });

  it("prefixes the paths, and opens the head when there is no guard", () => {
    expect(withScriptPreloads(page(""), ["a.js"], "/site")).toContain('<head><link rel="preload" as="script" href="/site/a.js"/><meta');
    expect(() => withScriptPreloads("<html><body></body></html>", ["a.js"])).toThrow(/no <head>/);
  });
});

describe("addRuntimePagePreloads", () => {
  it("adds each runtime page's template scripts to its built HTML", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preloads-"));
    try {
      fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify(STATS));
      const chunks = ["component---src-pages-blog-tsx", "component---src-pages-blog-post-tsx"];
      RUNTIME_PAGES.forEach((route, i) => {
        fs.mkdirSync(path.join(dir, "page-data", route), { recursive: true });
        fs.writeFileSync(path.join(dir, "page-data", route, "page-data.json"), JSON.stringify({ componentChunkName: chunks[i % 2] }));
        fs.mkdirSync(path.join(dir, route), { recursive: true });
        fs.writeFileSync(path.join(dir, route, "index.html"), page(GUARD));
      });
      addRuntimePagePreloads(dir);
      RUNTIME_PAGES.forEach((route, i) => {
        const html = fs.readFileSync(path.join(dir, route, "index.html"), "utf8");
        for (const script of templateScripts(STATS, chunks[i % 2])) expect(html).toContain(`<link rel="preload" as="script" href="/${script}"/>`);
        expect(html).not.toContain("framework-2.js");
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops the build when a page's data names no template", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "preloads-"));
    try {
      fs.writeFileSync(path.join(dir, "webpack.stats.json"), JSON.stringify(STATS));
      fs.mkdirSync(path.join(dir, "page-data", RUNTIME_PAGES[0]), { recursive: true });
      fs.writeFileSync(path.join(dir, "page-data", RUNTIME_PAGES[0], "page-data.json"), "{}");
      expect(() => addRuntimePagePreloads(dir)).toThrow(/no componentChunkName in the page data of \/blog/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
