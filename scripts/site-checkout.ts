/**
 * A throwaway copy of this project as a git checkout, for the tests and the bench that build the site
 * through the API's publisher without touching the developer's own checkout: every file git knows of
 * (tracked, or new and not ignored) as it is in the work tree, committed once; node_modules linked; and
 * Gatsby's cache and public/ copied when the project has them, so the first build there is a warm one.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface SiteCheckout {
  dir: string;
  /** Commits what changed in the checkout (as the content editor does), returning the new HEAD. */
  commit: (message: string) => string;
  remove: () => void;
}

const AUTHOR = {
  GIT_AUTHOR_NAME: "Site tests",
  GIT_AUTHOR_EMAIL: "site-tests@selenova.example",
  GIT_COMMITTER_NAME: "Site tests",
  GIT_COMMITTER_EMAIL: "site-tests@selenova.example",
};

const git = (dir: string, args: string[]) =>
  execFileSync("git", args, { cwd: dir, env: { ...process.env, ...AUTHOR }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

export function makeSiteCheckout(root = process.cwd(), { warm = true } = {}): SiteCheckout {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-checkout-"));
  const files = git(root, ["ls-files", "-z", "--cached", "--others", "--exclude-standard"]).split("\0").filter(Boolean);
  for (const file of new Set(files)) {
    const from = path.join(root, file);
    if (!fs.existsSync(from) || fs.statSync(from).isDirectory()) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  if (warm) {
    for (const folder of [".cache", "public"]) {
      if (fs.existsSync(path.join(root, folder))) fs.cpSync(path.join(root, folder), path.join(dir, folder), { recursive: true });
    }
  }
  git(dir, ["init", "-q", "-b", "main"]);
  git(dir, ["add", "-A"]);
  git(dir, ["commit", "-q", "-m", "site checkout for tests"]);
  return {
    dir,
    commit: (message) => {
      git(dir, ["add", "-A"]);
      git(dir, ["commit", "-q", "-m", message]);
      return git(dir, ["rev-parse", "HEAD"]).trim();
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
