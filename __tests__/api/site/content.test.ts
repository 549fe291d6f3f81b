/** @jest-environment node */
/** What "the same content" means to the publisher: HEAD plus every uncommitted change, never the builds folder. */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readContent } from "../../../api/site/checkout";
import { buildError } from "../../../api/site/progress";

// Each test runs git over a copy of the repository: seconds on a busy machine.
jest.setTimeout(30_000);

const env = { ...process.env, GIT_AUTHOR_NAME: "T", GIT_AUTHOR_EMAIL: "t@selenova.example", GIT_COMMITTER_NAME: "T", GIT_COMMITTER_EMAIL: "t@selenova.example" };

describe("the checkout's content", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-content-"));
    fs.mkdirSync(path.join(dir, "data"));
    fs.writeFileSync(path.join(dir, "data/site.json"), '{"tagline":"Moon"}');
    execFileSync("git", ["init", "-q"], { cwd: dir, env });
    execFileSync("git", ["add", "-A"], { cwd: dir, env });
    execFileSync("git", ["commit", "-qm", "first"], { cwd: dir, env });
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("is the commit when clean, changes with an edit by hand, and comes back when the edit is undone", async () => {
    const clean = await readContent(dir, path.join(dir, ".builds"));
    expect(clean.commit).toBe(execFileSync("git", ["rev-parse", "HEAD"], { cwd: dir, encoding: "utf8" }).trim());
    expect(clean.dirty).toBe(false);
    fs.writeFileSync(path.join(dir, "data/site.json"), '{"tagline":"Sun"}');
    const edited = await readContent(dir, path.join(dir, ".builds"));
    expect(edited).toMatchObject({ commit: clean.commit, dirty: true });
    expect(edited.hash).not.toBe(clean.hash);
    fs.writeFileSync(path.join(dir, "data/new.json"), "{}");
    expect((await readContent(dir)).hash).not.toBe(edited.hash);
    fs.rmSync(path.join(dir, "data/new.json"));
    fs.writeFileSync(path.join(dir, "data/site.json"), '{"tagline":"Moon"}');
    expect((await readContent(dir)).hash).toBe(clean.hash);
  });

  it("leaves the builds folder out, even where .gitignore does not", async () => {
    const clean = await readContent(dir, path.join(dir, ".builds-x"));
    fs.mkdirSync(path.join(dir, ".builds-x/7"), { recursive: true });
    fs.writeFileSync(path.join(dir, ".builds-x/7/index.html"), "<p>built</p>");
    expect(await readContent(dir, path.join(dir, ".builds-x"))).toEqual(clean);
  });

  it("is unknown outside a git work tree", async () => {
    expect(await readContent(os.tmpdir())).toEqual({ commit: null, dirty: false, hash: null });
  });
});

describe("a failed build's error", () => {
  it("is Gatsby's ERROR block, the validator's lines included", () => {
    const log = [
      "success onPreInit - 0.002s",
      "ERROR",
      "",
      "The data files have 1 problem(s); the build stops until they are fixed:",
      '  - data/home-slides.json › name "Innovation" › field "caption": must be text',
      "not finished onPreBootstrap - 0.2s",
    ].join("\n");
    expect(buildError(log, 1)).toBe('The data files have 1 problem(s); the build stops until they are fixed:\n  - data/home-slides.json › name "Innovation" › field "caption": must be text');
    expect(buildError("success a\nsomething odd", 1)).toBe("gatsby build failed (exit code 1):\nsuccess a\nsomething odd");
  });
});
