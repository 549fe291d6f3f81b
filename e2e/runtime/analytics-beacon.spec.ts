/**
 * The page-view beacon in a real browser (issue 31): a visitor (with a browser's ordinary user agent:
 * headless Chromium says "HeadlessChrome", which the API leaves out as a bot) arrives from a campaign
 * link and follows a link to another page. Both page views reach the API, in one visit with the
 * campaign's source and the landing page; no cookie is set and nothing is written to the browser's storage.
 */
import { expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { randomUUID } from "node:crypto";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

interface Visit {
  id: number;
  entry_path: string;
  medium: string;
  campaign: string;
  pageviews: number;
}

/** The visit with this source and its page views, read from the e2e API's SQLite file. */
function visitOf(source: string): { visit: Visit | undefined; paths: string[] } {
  const dbPath = process.env.E2E_API_DB_PATH;
  if (!dbPath) throw new Error("E2E_API_DB_PATH is not set: run through playwright.config.ts");
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const visit = db.prepare("SELECT id, entry_path, medium, campaign, pageviews FROM analytics_visits WHERE source = ?").get(source) as Visit | undefined;
    const paths = visit
      ? (db.prepare("SELECT path FROM analytics_pageviews WHERE visit_id = ? ORDER BY id").all(visit.id) as { path: string }[]).map((row) => row.path)
      : [];
    return { visit, paths };
  } finally {
    db.close();
  }
}

test.use({ userAgent: BROWSER });

test("a campaign visitor's two page views reach the API with no cookie and nothing stored in the browser", async ({ page, context }) => {
  test.skip(process.env.E2E_API_ENGINE === "postgres", "reads the API's SQLite file");
  const source = `e2e-${randomUUID().slice(0, 8)}`;
  const beacons: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/events") beacons.push(request.postData() ?? "");
  });

  await page.goto(`/?utm_source=${source}&utm_medium=social&utm_campaign=autumn`);
  await expect.poll(() => beacons.length).toBe(1);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^About/ }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(() => beacons.length).toBe(2);

  await expect.poll(() => visitOf(source).paths, { timeout: 10_000 }).toEqual(["/", "/about"]);
  expect(visitOf(source).visit).toMatchObject({ entry_path: "/", medium: "social", campaign: "autumn", pageviews: 2 });

  expect(await context.cookies()).toEqual([]);
  const storage = await page.evaluate(() => ({ local: localStorage.length, session: sessionStorage.length }));
  expect(storage).toEqual({ local: 0, session: 0 });
});
