/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { JSDOM } from "jsdom";
import { deferAppScripts, deferAppScriptsInBuild, LATEST_START_MS } from "../../gatsby/defer-app-scripts";

const BUNDLES = ["/webpack-runtime-1a.js", "/framework-2b.js", "/app-3c.js"];

/** A page as Gatsby writes it: content, its data scripts, then the bundles. */
function builtPage(): string {
  return (
    '<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">{"@type":"Organization"}</script></head>' +
    '<body><div id="___gatsby"><main><h1>Reach for the moon</h1></main></div>' +
    '<script id="gatsby-script-loader">window.pagePath="/";</script>' +
    '<script>window.___webpackCompilationHash="abc";</script>' +
    BUNDLES.map((src) => `<script src="${src}" async></script>`).join("") +
    "<!-- slice-end --></body></html>"
  );
}

function scriptSources(dom: JSDOM): string[] {
  return [...dom.window.document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src") ?? "");
}

describe("deferAppScripts", () => {
  it("replaces the bundle tags with one loader where they stood and keeps every other script", () => {
    const html = deferAppScripts(builtPage());
    expect(html).not.toMatch(/<script src="[^"]+" async>/);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('window.pagePath="/"');
    expect(html).toContain('["/webpack-runtime-1a.js","/framework-2b.js","/app-3c.js"]');
    expect(html.indexOf('id="app-loader"')).toBeGreaterThan(html.indexOf("___webpackCompilationHash"));
    expect(html.indexOf('id="app-loader"')).toBeLessThan(html.indexOf("<!-- slice-end -->"));
  });

  it("leaves a page without bundle tags as it is, so running twice changes nothing", () => {
    const once = deferAppScripts(builtPage());
    expect(deferAppScripts(once)).toBe(once);
    expect(deferAppScripts("<p>No scripts</p>")).toBe("<p>No scripts</p>");
  });

  it("adds no bundle while the page loads, then every bundle in order, async, once a frame has been painted after load", async () => {
    const dom = new JSDOM(deferAppScripts(builtPage()), { runScripts: "dangerously", pretendToBeVisual: true });
    expect(scriptSources(dom)).toEqual([]);
    await new Promise((resolve) => dom.window.addEventListener("load", resolve));
    expect(scriptSources(dom)).toEqual([]);
    await new Promise((resolve) => dom.window.requestAnimationFrame(() => dom.window.setTimeout(resolve, 0)));
    expect(scriptSources(dom)).toEqual(BUNDLES);
    const added = [...dom.window.document.querySelectorAll<HTMLScriptElement>("script[src]")];
    expect(added.every((s) => s.async)).toBe(true);
    dom.window.dispatchEvent(new dom.window.Event("load"));
    expect(scriptSources(dom)).toEqual(BUNDLES);
    dom.window.close();
  });

  it("starts the bundles after LATEST_START_MS even if the page is still loading", () => {
    let timer: { run: () => void; ms: number } | undefined;
    const dom = new JSDOM(deferAppScripts(builtPage()), {
      runScripts: "dangerously",
      beforeParse(window) {
        window.setTimeout = ((run: () => void, ms: number) => {
          timer = { run, ms };
          return 0;
        }) as typeof window.setTimeout;
      },
    });
    expect(timer?.ms).toBe(LATEST_START_MS);
    expect(scriptSources(dom)).toEqual([]);
    timer?.run();
    expect(scriptSources(dom)).toEqual(BUNDLES);
    dom.window.close();
  });
});

describe("deferAppScriptsInBuild", () => {
  it("rewrites the pages of a build, skips Gatsby's own slice files, and counts pages that defer", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "defer-"));
    fs.mkdirSync(path.join(dir, "about"));
    fs.mkdirSync(path.join(dir, "_gatsby", "slices"), { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), builtPage());
    fs.writeFileSync(path.join(dir, "about", "index.html"), deferAppScripts(builtPage()));
    const slice = '<script src="/app-3c.js" async></script>';
    fs.writeFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), slice);

    expect(deferAppScriptsInBuild(dir)).toBe(2);
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toContain('id="app-loader"');
    expect(fs.readFileSync(path.join(dir, "_gatsby", "slices", "_gatsby-scripts-1.html"), "utf8")).toBe(slice);
    fs.rmSync(dir, { recursive: true });
  });
});
