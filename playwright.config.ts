import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";
import { makeSiteCheckout, siteCheckoutPath } from "./scripts/site-checkout";

/**
 * Ports: the site build bakes GATSBY_API_URL in, so E2E_API_PORT must match the API port the build was
 * made for (default 8000). Parallel checkouts pick other ports with E2E_SITE_PORT / E2E_API_PORT.
 */
const sitePort = Number(process.env.E2E_SITE_PORT ?? 9000);
const apiPort = Number(process.env.E2E_API_PORT ?? 8000);
/**
 * The e2e API's data folder. Workers load this file again in their own process, so the folder chosen by
 * the main process is passed down in the environment: specs find the API's SQLite file at
 * process.env.E2E_API_DB_PATH (the console's specs create staff accounts there with `npm run staff`;
 * see e2e/staff-accounts.ts).
 */
const apiData = process.env.E2E_API_DATA || path.join(os.tmpdir(), `agency-e2e-${apiPort}-${process.pid}`);
process.env.E2E_API_DATA = apiData;
process.env.E2E_API_DB_PATH = path.join(apiData, "agency.db");
/**
 * Publishing (issue 23): the e2e API builds the publishing tests' shared copy of this project (made
 * by e2e/admin/site.spec.ts with scripts/site-checkout.ts), never this one; that spec serves its live
 * site and preview on the two ports after the site's.
 */
const siteCheckout = siteCheckoutPath();
const publishLivePort = Number(process.env.E2E_PUBLISH_LIVE_PORT ?? sitePort + 2);
const publishPreviewPort = Number(process.env.E2E_PUBLISH_PREVIEW_PORT ?? sitePort + 3);
process.env.E2E_PUBLISH_LIVE_PORT = String(publishLivePort);
process.env.E2E_PUBLISH_PREVIEW_PORT = String(publishPreviewPort);
/** On PostgreSQL, the wrapper writes the e2e database's URL here (the console's specs add staff there). */
process.env.E2E_API_DATABASE_URL_FILE = path.join(apiData, "database-url");
/**
 * E2E_API_ENGINE=postgres runs the API on a throwaway PostgreSQL cluster (scripts/postgres/with-postgres.ts)
 * instead of a SQLite file; `npm run test:e2e:postgres` runs the specs that use the API that way.
 */
const apiOnPostgres = process.env.E2E_API_ENGINE === "postgres";
/**
 * On PostgreSQL only the specs whose pages write to or read from the store through the API run: the forms'
 * submissions, the openings, posts and job pages, the stored XSS probes. The rest (layout, rules, focus,
 * faults, axe) does not depend on the engine, and Jest runs every API call on both engines. Playwright
 * matches this against "project file describe title", so a spec is named by its path.
 */
const POSTGRES_GREP =
  /runtime\/(application|careers|blog|blog-post|blog-pages|job-pages|xss)\.spec|case-study\/download\.spec|contact-form\.spec.*sends exactly the five fields as JSON/;
/**
 * The staff console's specs (e2e/admin) publish posts and open jobs, which the visitor specs would then see
 * on /blog and /career. They run as a suite of their own (E2E_SUITE=admin, `npm run test:e2e:admin`)
 * against an API with a fresh database, and the other specs never share an API with them.
 */
const adminSuite = process.env.E2E_SUITE === "admin" || process.env.E2E_SUITE === "refresh";
/**
 * Issue 29's refresh (a post's save rebuilds the live site by itself) runs as a suite of its own
 * (E2E_SUITE=refresh, after the console's): in the console's suite the API makes no refresh builds
 * (SITE_REFRESH=0), so the many posts and jobs its specs save never rebuild the shared checkout under
 * the publishing specs, which make a build live and roll it back and expect exactly those builds.
 */
const refreshSuite = process.env.E2E_SUITE === "refresh";
/**
 * The console's content editing (issue 24) commits to the same checkout the publisher builds (issue 23), as
 * on the agency's server: the publishing tests' shared copy of this project, never this repository. The
 * main process brings it up to date once (workers load this file again and find it ready); the content
 * specs run before the publishing specs (projects below), which bring it back to the project's content.
 */
process.env.E2E_CONTENT_REPO = siteCheckout;
if (adminSuite && !process.env.E2E_SITE_CHECKOUT_READY) {
  makeSiteCheckout();
  process.env.E2E_SITE_CHECKOUT_READY = "1";
}
/**
 * The console's suite also follows leads into the team's inboxes (issue 17): its API mails through a real
 * SMTP server on loopback (e2e/mail/sink.ts), whose HTTP side lists what arrived. The other suites' APIs
 * have no mail server (SMTP_URL ""), so their leads wait as "not configured".
 */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? apiPort + 25);
const mailPort = Number(process.env.E2E_MAIL_PORT ?? apiPort + 26);
process.env.E2E_MAIL_PORT = String(mailPort);
const mailSink = {
  command: "npx tsx e2e/mail/sink.ts",
  url: `http://127.0.0.1:${mailPort}/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_PORT: String(mailPort) },
};

/** Browser tests against the production build, in Debian's Chromium (never a downloaded browser). */
const chromium = {
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
    "--disable-quic",
  ],
};

const desktop = { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium } };
/** The console's specs that edit or build the shared checkout (see the projects). */
const CHECKOUT_SPECS = ["content.spec.ts", "redirects.spec.ts", "site.spec.ts", "content-publish.spec.ts", "refresh.spec.ts"].map((name) => `**/${name}`);

/** The console's projects: content edits and publishes share one checkout (see below). */
const consoleProjects = [
  // The content specs, then the publishing specs one after the other (each builds the site), while the
  // rest of the console's specs run beside them.
  { ...desktop, name: "console", testIgnore: [...CHECKOUT_SPECS] },
  { ...desktop, name: "content", testMatch: "**/content.spec.ts" },
  { ...desktop, name: "redirects", testMatch: "**/redirects.spec.ts", dependencies: ["content"] },
  { ...desktop, name: "publish", testMatch: "**/site.spec.ts", dependencies: ["redirects"] },
  { ...desktop, name: "publish-content", testMatch: "**/content-publish.spec.ts", dependencies: ["publish"] },
];
/** Issue 29: a post's save refreshes the live site by itself (its own suite, see refreshSuite). */
const refreshProjects = [{ ...desktop, name: "refresh", testMatch: "**/refresh.spec.ts" }];

export default defineConfig({
  testDir: adminSuite ? "e2e/admin" : "e2e",
  testIgnore: adminSuite ? [] : ["admin/**"],
  fullyParallel: true,
  grep: apiOnPostgres && !adminSuite ? POSTGRES_GREP : undefined,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 45_000,
  use: {
    baseURL: `http://localhost:${sitePort}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: refreshSuite ? refreshProjects : adminSuite ? consoleProjects : [desktop],
  webServer: [
    ...(adminSuite ? [mailSink] : []),
    // The built public/ through the site server (docs/nginx.conf's rules), not `gatsby serve`: the tests see
    // the statuses a visitor gets (an unknown post or job answers 404 with its route's page, issue 29).
    {
      command: `npx tsx site-server/public.ts --port ${sitePort} --host localhost`,
      url: `http://localhost:${sitePort}`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: apiOnPostgres ? "npx tsx scripts/postgres/with-postgres.ts -- npx tsx api/main.ts" : "npx tsx api/main.ts",
      url: `http://localhost:${apiPort}/jobVacancies`,
      reuseExistingServer: false,
      timeout: 120_000,
      // Let the API close its pool and the wrapper stop its PostgreSQL cluster and remove its folder.
      gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
      env: {
        API_PORT: String(apiPort),
        ...(apiOnPostgres ? { WITH_POSTGRES_URL_FILE: path.join(apiData, "database-url") } : {}),
        API_DB_PATH: path.join(apiData, "agency.db"),
        API_UPLOAD_DIR: path.join(apiData, "uploads"),
        API_PUBLIC_URL: `http://localhost:${apiPort}`,
        API_ALLOWED_ORIGINS: `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`,
        API_RATE_LIMIT_MAX: "10000",
        API_LOG_LEVEL: "warn",
        // The XSS-probe opening and post: only this test API seeds them, never a visitor's.
        API_SEED_TEST_FIXTURES: "1",
        // Form submissions in the tests never mail through a developer's SMTP_URL: the console's suite mails
        // the loopback sink, the others nowhere. Inboxes: data/contacts.json's (NOTIFY_* unset).
        SMTP_URL: adminSuite ? `smtp://127.0.0.1:${smtpPort}` : "",
        NOTIFY_SALES: "",
        NOTIFY_HR: "",
        MAIL_FROM: "",
        GATSBY_SITE_URL: `http://localhost:${sitePort}`,
        SITE_REPO_DIR: siteCheckout,
        SITE_BUILDS_DIR: path.join(siteCheckout, ".builds"),
        SITE_PREVIEW_URL: `http://localhost:${publishPreviewPort}`,
        SITE_PUBLISH_COMMAND: "",
        // Only the console's suites build the site; the visitor specs' posts and jobs never start a build.
        SITE_BUILDER: adminSuite ? "1" : "0",
        SITE_REFRESH: refreshSuite ? "1" : "0",
      },
    },
  ],
});
