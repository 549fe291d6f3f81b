/**
 * The content checkout the console's browser tests edit (issue 24): the publishing tests' shared copy of this
 * project (scripts/site-checkout.ts), which playwright.config.ts brings up to date and hands to the e2e API
 * as SITE_REPO_DIR, so the tests never commit in the project's own repository.
 */
import { execFileSync } from "node:child_process";

/** Runs git in the checkout (what someone working outside the console would do). */
export function checkoutGit(...args: string[]): string {
  const dir = process.env.E2E_CONTENT_REPO;
  if (!dir) throw new Error("E2E_CONTENT_REPO is not set: run these tests through playwright.config.ts");
  return execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" });
}
