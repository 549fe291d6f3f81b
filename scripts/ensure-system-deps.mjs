// The browser tests drive Debian's Chromium, the CDN-recipe test runs Debian's nginx, and the HTML check
// (e2e/html-validity.spec.ts, the Nu Html Checker) runs on Debian's Java.
// Install what is missing when we may (root), otherwise say exactly what to install.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const NEEDS = [
  { name: "chromium", binary: process.env.CHROME_PATH || "/usr/bin/chromium", hint: "or point CHROME_PATH at a Chromium binary" },
  { name: "nginx", binary: "/usr/sbin/nginx", hint: "used by e2e/cdn to test docs/nginx.conf" },
  { name: "java", pkg: "default-jre-headless", binary: "/usr/bin/java", hint: "runs the Nu Html Checker (npm vnu-jar) over the built pages" },
];
const pkgOf = (n) => n.pkg ?? n.name;

const wanted = process.argv.slice(2);
const missing = NEEDS.filter((n) => (wanted.length === 0 || wanted.includes(n.name)) && !existsSync(n.binary));

if (missing.length > 0) {
  const names = missing.map(pkgOf).join(" ");
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Missing Debian packages: ${names}. Install them first:\n  sudo apt-get update && sudo apt-get install -y ${names}`);
    for (const n of missing) console.error(`  (${pkgOf(n)}: ${n.hint})`);
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${names}…`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`, { stdio: "inherit" });
}
