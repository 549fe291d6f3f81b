// The browser tests and the bench drive Debian's Chromium. Install it when it is missing and we may.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CHROMIUM = process.env.CHROME_PATH || "/usr/bin/chromium";

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is missing at ${CHROMIUM}. Install Debian's package first:\n  sudo apt-get update && sudo apt-get install -y chromium\n` +
        "or point CHROME_PATH at an existing Chromium binary.",
    );
    process.exit(1);
  }
  console.log("Chromium is missing: installing Debian's chromium package…");
  execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
}
