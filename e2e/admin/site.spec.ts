/**
 * Publishing from the console (issue 23), as a marketer: a data file edited by hand in the site's
 * checkout, Preview, the change at the preview address and not on the live site, Publish, the change
 * live; Roll back, the change gone. Real `gatsby build`s over the warm checkout the publishing tests share
 * (scripts/site-checkout.ts), which the e2e API builds (playwright.config.ts: SITE_REPO_DIR), served by the
 * site's own server (site-server/) on two ports of its own.
 */
import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { makeSiteCheckout } from "../../scripts/site-checkout";
import { expectAxeClean } from "./axe";
import { awaitBuild, BUILD_MS, buildsDir, checkoutDir as dir, livePort, previewPort, queuedId, serveLiveAndPreview } from "./site-builds";
import { addStaff, openScreen, signIn, uniqueTag } from "./staff";

const SLIDES = "data/home-slides.json";
const CAPTION = "New ideas, tested fast and launched with care.";

let stopServers: (() => Promise<void>) | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  makeSiteCheckout();
  // The site as first deployed: what `npm run build` made in the checkout (a checkout never built yet gets
  // this project's own build, the one the suite serves), kept by the builder as build #0 before it builds.
  const built = path.join(dir, "public", "index.html");
  if (!fs.existsSync(built)) fs.cpSync(path.resolve("public"), path.join(dir, "public"), { recursive: true });
  stopServers = await serveLiveAndPreview();
});

test.afterAll(async () => {
  await stopServers?.();
  // The next run starts from the project's own content again.
  makeSiteCheckout();
});

const homeOf = async (page: Page, port: number) => {
  const response = await page.request.get(`http://localhost:${port}/`);
  return response.text();
};

test("a marketer previews a data change, publishes it, and rolls it back", async ({ page }) => {
  test.setTimeout(3 * BUILD_MS);
  const marker = `Orbit check ${uniqueTag()}`;
  await signIn(page, addStaff("marketing"));
  await openScreen(page, "Site");

  // The content as it is, published first, so that there is a build to roll back to.
  await page.getByRole("button", { name: "Publish" }).click();
  const firstId = await queuedId(page, "Publish");
  // While it runs, the screen shows the time so far and the step, refreshing by itself.
  await expect(page.getByText(new RegExp(`Publish build #${firstId} is building: \\d+ (min \\d+ )?s so far · \\w`))).toBeVisible({ timeout: 60_000 });
  await awaitBuild(page, `#${firstId}`);
  await expect(page.getByRole("region", { name: "Live", exact: true })).toContainText(`Build #${firstId}`);
  expect(await homeOf(page, livePort)).toContain(CAPTION);

  // A marketer's one-field change, made by hand in the checkout.
  const file = path.join(dir, SLIDES);
  fs.writeFileSync(file, fs.readFileSync(file, "utf8").replace(CAPTION, `${CAPTION} ${marker}`));

  await page.getByRole("button", { name: "Preview" }).click();
  const previewId = await queuedId(page, "Preview");
  await awaitBuild(page, `#${previewId}`);
  // The status line says exactly where that build is, and the screen what the live site lacks.
  await expect(page.getByRole("status").filter({ hasText: `Preview build #${previewId} succeeded: it is the preview now, not live.` })).toBeVisible();
  const notLive = page.getByRole("region", { name: "Not live yet" });
  await expect(notLive).toContainText("changed directly on the server, without the console. The next Publish includes those changes too.");
  const previewRegion = page.getByRole("region", { name: "Preview" });
  await expect(previewRegion).toContainText(`Build #${previewId}`);
  const previewLink = previewRegion.getByRole("link", { name: "Open the preview" });
  // The preview is staff-only: without the console's link it asks to sign in; the link lets the member in.
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser");
  const stranger = await browser.newPage();
  const refused = await stranger.goto(`http://localhost:${previewPort}/`);
  expect(refused?.status()).toBe(401);
  await expect(stranger.getByRole("heading", { name: "Sign in to see the preview" })).toBeVisible();
  await stranger.close();
  const [previewPage] = await Promise.all([page.context().waitForEvent("page"), previewLink.click()]);
  await previewPage.waitForLoadState();
  // Let in, and the token already gone from the address.
  const opened = new URL(previewPage.url());
  expect([opened.port, opened.pathname, opened.search]).toEqual([String(previewPort), "/", ""]);
  await expect(previewPage.getByText("Preview, not live")).toBeVisible();
  await expect(previewPage.getByText(marker)).toBeVisible();
  await expect(previewPage.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await previewPage.close();
  expect(await homeOf(page, livePort)).not.toContain(marker);

  await page.getByRole("button", { name: "Publish" }).click();
  // The preview was built from the content as it is now: that same build goes live, nothing is built.
  const liveRegion = page.getByRole("region", { name: "Live", exact: true });
  await expect(liveRegion).toContainText(/Build #\d+/, { timeout: 60_000 });
  await expect(page.getByRole("row").filter({ hasText: `same content as #${previewId}, not rebuilt` })).toContainText("Succeeded", { timeout: 60_000 });
  const livePage = await page.context().newPage();
  await livePage.goto(`http://localhost:${livePort}/`);
  await expect(livePage.getByText(marker)).toBeVisible();
  await expect(livePage.getByText("Preview, not live")).toHaveCount(0);
  await expect(notLive).toHaveCount(0);

  // Roll back, after a confirmation naming both builds with their dates and times (IST).
  await page.getByRole("button", { name: `Roll back to build ${firstId}` }).click();
  let dialog = page.getByRole("dialog", { name: "Roll back the live site?" });
  await expect(dialog).toContainText(new RegExp(`Make build #${firstId} of .+ IST live instead of build #\\d+ of .+ IST\\?`));
  await expectAxeClean(page, "roll back confirmation");
  await dialog.getByRole("button", { name: "Roll back" }).click();
  await expect(page.getByRole("status").filter({ hasText: new RegExp(`^Build #${firstId} of .+ IST is live instead of build #\\d+ of`) })).toBeVisible();
  await expect(liveRegion).toContainText(`Build #${firstId}`);
  await livePage.reload();
  await expect(livePage.getByText(CAPTION).first()).toBeVisible();
  await expect(livePage.getByText(marker)).toHaveCount(0);

  // And back to the site as it was first deployed, before any Publish: build #0 in the history.
  await expect(page.getByRole("row", { name: /^#0 / })).toContainText("Site as first deployed");
  await page.getByRole("button", { name: "Roll back to build 0" }).click();
  dialog = page.getByRole("dialog", { name: "Roll back the live site?" });
  await expect(dialog).toContainText(new RegExp(`Make the site as first deployed \\(build #0 of .+ IST\\) live instead of build #${firstId} of .+ IST\\?`));
  await dialog.getByRole("button", { name: "Roll back" }).click();
  await expect(liveRegion).toContainText("The site as first deployed (build #0)");
  const firstSite = fs.readFileSync(path.join(buildsDir, fs.readlinkSync(path.join(buildsDir, "live")), "index.html"), "utf8");
  expect(await homeOf(page, livePort)).toBe(firstSite);
  expect(firstSite).not.toContain(marker);
});
