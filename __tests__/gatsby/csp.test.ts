/** @jest-environment node */
/**
 * The build's per-page Content-Security-Policy (gatsby/csp.ts): the hashes of exactly the inline scripts a
 * browser runs, every page's Head scripts on every page, the meta after the charset, run twice changes
 * nothing, and a page with an inline event handler stops the build.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { addContentSecurityPolicy, inlineScriptHashes } from "../../gatsby/csp";

const hash = (code: string) => `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;
const page = (head: string, body = "") => `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;

function site(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
  for (const [name, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), html);
  }
  return dir;
}

const policyOf = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? "";

describe("the build's Content-Security-Policy", () => {
  it("hashes inline scripts a browser runs, not JSON-LD or scripts with a src", () => {
    const html = page(
      '<script id="early-input">window.a=1</script><script type="application/ld+json">{"@type":"Organization"}</script><script src="/app-0.js"></script><script type="module">b()</script>',
    );
    expect(inlineScriptHashes(html)).toEqual([hash("window.a=1"), hash("b()")]);
  });

  it("writes each page's policy after the charset, with every page's Head scripts, and a stricter one on /admin", () => {
    const blogHead = '<script id="blog-early-request" data-gatsby-head="true">fetchEarly()</script>';
    const dir = site({
      "index.html": page("<script>window.pagePath=\"/\"</script>"),
      "blog/index.html": page(blogHead),
      "admin/[...]/index.html": page("<script>window.pagePath=\"/admin/[...]\"</script>"),
      "_gatsby/slices/_gatsby-scripts-1.html": "<script>fragment()</script>",
    });
    expect(addContentSecurityPolicy(dir, "https://api.selenova.example/v1")).toBe(3);
    const home = fs.readFileSync(path.join(dir, "index.html"), "utf8");
    expect(home.startsWith('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"')).toBe(true);
    const policy = policyOf(home);
    expect(policy).toContain(`script-src 'self' ${hash('window.pagePath="/"')} ${hash("fetchEarly()")};`);
    expect(policy).toContain("connect-src 'self' https://api.selenova.example;");
    expect(policy).toContain("img-src 'self' data: https://api.selenova.example;");
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    const admin = policyOf(fs.readFileSync(path.join(dir, "admin/[...]/index.html"), "utf8"));
    expect(admin).toContain("media-src 'none'");
    expect(admin).toContain("img-src 'self' data: blob: https://api.selenova.example");
    // Run twice: the same pages.
    addContentSecurityPolicy(dir, "https://api.selenova.example");
    expect(fs.readFileSync(path.join(dir, "index.html"), "utf8")).toBe(home);
    expect(fs.readFileSync(path.join(dir, "_gatsby/slices/_gatsby-scripts-1.html"), "utf8")).toBe("<script>fragment()</script>");
  });

  it("refuses a page with an inline event handler, which a hash cannot allow", () => {
    const dir = site({ "index.html": page("", '<img src="/a.png" onload="this.dataset.ok=1">') });
    expect(() => addContentSecurityPolicy(dir, "https://api.selenova.example")).toThrow(/\/index.html has an inline event handler/);
  });
});
