/**
 * A copy of this project as a git checkout of its own, for the tests and the bench that build the site
 * through the API's publisher without touching the developer's checkout. It lives at one stable path
 * per project (SITE_TEST_CHECKOUT, default <tmp>/selenova-site-checkout-<hash of the project's path>)
 * and is brought up to date rather than made anew, because Gatsby's cache only stays warm in the folder
 * it was made in (copied elsewhere, Gatsby sees its plugins "changed" and starts cold): the first build
 * there is a cold one (~110 s on an idle 2-core machine), every later one warm (~20 s).
 *
 * Bringing it up to date copies every file git knows of (tracked, or new and not ignored) whose bytes
 * differ (unchanged files keep their times, so Gatsby's cache holds), removes the ones gone, links
 * node_modules, empties its build folders and commits, so it starts clean at a commit of its own.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface SiteCheckout {
  dir: string;
  /** Commits what changed in the checkout (as the content editor does), returning the new HEAD. */
  commit: (message: string) => string;
}

const AUTHOR = {
  GIT_AUTHOR_NAME: "Site tests",
  GIT_AUTHOR_EMAIL: "site-tests@selenova.example",
  GIT_COMMITTER_NAME: "Site tests",
  GIT_COMMITTER_EMAIL: "site-tests@selenova.example",
};

const git = (dir: string, args: string[]) =>
  execFileSync("git", args, { cwd: dir, env: { ...process.env, ...AUTHOR }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

const listFiles = (dir: string) =>
  new Set(git(dir, ["ls-files", "-z", "--cached", "--others", "--exclude-standard"]).split("\0").filter(Boolean));

/** The shared checkout's path for a project. */
export function siteCheckoutPath(root = process.cwd()): string {
  const own = process.env.SITE_TEST_CHECKOUT?.trim();
  if (own) return path.resolve(own);
  return path.join(os.tmpdir(), `selenova-site-checkout-${createHash("sha1").update(path.resolve(root)).digest("hex").slice(0, 10)}`);
}

function sameBytes(a: string, b: string): boolean {
  try {
    const sa = fs.statSync(a);
    const sb = fs.statSync(b);
    return sa.size === sb.size && fs.readFileSync(a).equals(fs.readFileSync(b));
  } catch {
    return false;
  }
}

/** Makes the shared checkout, or brings it up to date with the project's work tree. */
export function makeSiteCheckout(root = process.cwd(), at = siteCheckoutPath(root)): SiteCheckout {
  const dir = at;
  const fresh = !fs.existsSync(path.join(dir, ".git"));
  fs.mkdirSync(dir, { recursive: true });
  if (fresh) git(dir, ["init", "-q", "-b", "main"]);
  const wanted = listFiles(root);
  for (const file of wanted) {
    const from = path.join(root, file);
    if (!fs.existsSync(from) || fs.statSync(from).isDirectory()) continue;
    const to = path.join(dir, file);
    if (sameBytes(from, to)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
  if (!fresh) {
    for (const file of listFiles(dir)) if (!wanted.has(file)) fs.rmSync(path.join(dir, file), { force: true });
  }
  const modules = path.join(dir, "node_modules");
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(root, "node_modules"), modules);
  for (const entry of fs.readdirSync(dir)) {
    if (entry.startsWith(".builds")) fs.rmSync(path.join(dir, entry), { recursive: true, force: true });
  }
  git(dir, ["add", "-A"]);
  if (git(dir, ["status", "--porcelain"]).trim()) git(dir, ["commit", "-q", "-m", "site checkout for tests, from the project's work tree"]);
  return {
    dir,
    commit: (message) => {
      git(dir, ["add", "-A"]);
      git(dir, ["commit", "-q", "-m", message]);
      return git(dir, ["rev-parse", "HEAD"]).trim();
    },
  };
}
