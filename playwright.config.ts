import { defineConfig, devices } from "@playwright/test";
import os from "node:os";
import path from "node:path";

/**
 * Ports: the site build bakes GATSBY_API_URL in, so E2E_API_PORT must match the API port the build was
 * made for (default 8000). Parallel checkouts pick other ports with E2E_SITE_PORT / E2E_API_PORT.
 */
const sitePort = Number(process.env.E2E_SITE_PORT ?? 9000);
const apiPort = Number(process.env.E2E_API_PORT ?? 8000);
// Test workers load this file again in their own processes; the runner's folder travels to them in the
// environment, so a helper that runs a CLI on the API's database (e2e/admin: the staff CLI) finds the same one.
const apiData = (process.env.E2E_API_DATA ??= path.join(os.tmpdir(), `agency-e2e-${apiPort}-${process.pid}`));

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

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  timeout: 45_000,
  use: {
    baseURL: `http://localhost:${sitePort}`,
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
  webServer: [
    {
      command: `npx gatsby serve -p ${sitePort} --host localhost`,
      url: `http://localhost:${sitePort}`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: "npx tsx api/main.ts",
      url: `http://localhost:${apiPort}/jobVacancies`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        API_PORT: String(apiPort),
        API_DB_PATH: path.join(apiData, "agency.db"),
        API_UPLOAD_DIR: path.join(apiData, "uploads"),
        API_PUBLIC_URL: `http://localhost:${apiPort}`,
        API_ALLOWED_ORIGINS: `http://localhost:${sitePort},http://127.0.0.1:${sitePort}`,
        API_RATE_LIMIT_MAX: "10000",
        API_LOG_LEVEL: "warn",
      },
    },
  ],
});
