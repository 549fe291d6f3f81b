/** @jest-environment node */
/** What the build writes beside its pages (issue 30): data/redirects.json's redirects and the posts' moves. */
import fs from "fs";
import os from "os";
import path from "path";
import { readPostMoves, writeRedirects } from "../../gatsby/redirects-output";

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-output-"));
  fs.mkdirSync(path.join(dir, "public", "blog", "kept"), { recursive: true });
  fs.writeFileSync(path.join(dir, "public", "blog", "kept", "index.html"), "<p>kept</p>");
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the build's redirects", () => {
  it("writes the data's redirects, then each moved post's 301, the first for an address winning and a built page winning over both", () => {
    const published = path.join(dir, "published.json");
    fs.writeFileSync(
      published,
      JSON.stringify({ readAt: "", posts: [], jobs: [], formerUrls: [{ from: "old-post", to: "new-post" }, { from: "taken", to: "new-post" }, { from: "kept", to: "new-post" }] }),
    );
    const data = [{ from: "/blog/taken/", to: "/about", permanent: false }];
    const { written, shadowed } = writeRedirects(path.join(dir, "public"), [...data, ...readPostMoves(published)]);
    expect(written).toEqual([
      { from: "/blog/taken/", to: "/about", permanent: false },
      { from: "/blog/old-post", to: "/blog/new-post", permanent: true },
    ]);
    expect(shadowed).toEqual([{ from: "/blog/kept", to: "/blog/new-post", permanent: true }]);
    expect(JSON.parse(fs.readFileSync(path.join(dir, "public", "redirects.json"), "utf8"))).toEqual({ redirects: written });
    const maps = fs.readFileSync(path.join(dir, "public", "redirects.nginx.conf"), "utf8");
    expect(maps).toContain('  "/blog/taken" "/about";\n  "/blog/taken/" "/about";\n}');
  });

  it("reads no moves from a build that could not read the store, or from a file written before them", () => {
    expect(readPostMoves(path.join(dir, "missing.json"))).toEqual([]);
    fs.writeFileSync(path.join(dir, "old.json"), JSON.stringify({ readAt: "", posts: [], jobs: [] }));
    expect(readPostMoves(path.join(dir, "old.json"))).toEqual([]);
  });
});
