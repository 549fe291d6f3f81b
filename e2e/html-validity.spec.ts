import { expect, test } from "@playwright/test";
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

/**
 * Issue 28 §5: every built page is valid HTML for the Nu Html Checker (the W3C validator, npm vnu-jar, run
 * with Java from Debian's default-jre-headless: scripts/ensure-system-deps.mjs and .ci/run install it).
 * One run of the checker over every HTML file of public/; each error is reported with its file and line.
 */
const PUBLIC = path.join(process.cwd(), "public");
const VNU = path.join(process.cwd(), "node_modules", "vnu-jar", "build", "dist", "vnu.jar");

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
}

/** The pages: every .html of public/ but Gatsby's slice fragments (_gatsby/slices), which are parts of pages, checked in them. */
function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === path.join(PUBLIC, "_gatsby") ? [] : htmlFiles(full);
    return entry.name.endsWith(".html") ? [full] : [];
  });
}

test("the Nu Html Checker finds no error on any built page", async () => {
  test.setTimeout(180_000);
  const files = htmlFiles(PUBLIC);
  expect(files.length, "HTML files in public/ (build the site first)").toBeGreaterThan(0);
  // vnu exits 1 when it finds errors; its report is on stderr either way.
  const run = await promisify(execFile)(process.env.JAVA ?? "java", ["-jar", VNU, "--errors-only", "--format", "json", ...files], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string; stderr?: string; code?: number }) => {
    if (typeof error.stderr !== "string" || !error.stderr.trim().startsWith("{")) throw error;
    return { stdout: error.stdout ?? "", stderr: error.stderr };
  });
  const report = JSON.parse(run.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
  const errors = report.messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map((m) => `${path.relative(PUBLIC, decodeURIComponent(m.url.replace(/^file:/, "")))}:${m.lastLine ?? "?"}:${m.firstColumn ?? "?"} ${m.message}`);
  expect(errors, `${errors.length} error(s) on ${new Set(errors.map((e) => e.split(":")[0])).size} of ${files.length} pages`).toEqual([]);
});
