/**
 * The content checkout the console's browser tests edit (issue 24): the project's data/ and static/videos
 * copied into a temporary folder made a git repository with one commit. playwright.config.ts makes it
 * once for the console's suite and points the e2e API's SITE_REPO_DIR at it, so the tests never commit
 * in the project's own repository.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export function makeContentCheckout(dir: string, root = process.cwd()): void {
  if (fs.existsSync(path.join(dir, ".git"))) return;
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(path.join(root, "data"), path.join(dir, "data"), { recursive: true });
  fs.cpSync(path.join(root, "static", "videos"), path.join(dir, "static", "videos"), { recursive: true });
  const git = (...args: string[]) => execFileSync("git", ["-C", dir, ...args], { stdio: "pipe" });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("-c", "user.name=Content Seed", "-c", "user.email=seed@selenova.example", "commit", "-q", "-m", "content: as the project holds it");
}

/** Runs git in the checkout (what someone working outside the console would do). */
export function checkoutGit(...args: string[]): string {
  const dir = process.env.E2E_CONTENT_REPO;
  if (!dir) throw new Error("E2E_CONTENT_REPO is not set: run these tests through playwright.config.ts");
  return execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" });
}
