import { defineConfig, devices } from "@playwright/test";

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
    baseURL: "http://localhost:9000",
    launchOptions: chromium,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
  webServer: [
    {
      command: "npx gatsby serve -p 9000 --host localhost",
      url: "http://localhost:9000",
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
