/**
 * Content editing through to the live site, as marketing (issue 24's browser test, with issue 23's Site
 * screen): change a case study's title and add a result, save, see the commit in History, then Publish on
 * the Site screen and read the new title and the new result on the live site's /CaseStudy/<id>. A real
 * `gatsby build` of the checkout the content editor commits to and the publisher builds (playwright.config.ts:
 * SITE_REPO_DIR), served by the site's own server (site-server/); this spec runs after the publishing spec.
 * The same Publish carries issue 30's changes: a redirect made from the Not found screen, the SEO of /about
 * and of a service and a heading of the terms (page-words.ts), each then read on the live site.
 */
import { expect, test } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { makeSiteCheckout } from "../../scripts/site-checkout";
import { checkoutGit } from "./content-checkout";
import { editPageWords, expectLiveWords } from "./page-words";
import { awaitBuild, BUILD_MS, checkoutDir, livePort, queuedId, serveLiveAndPreview } from "./site-builds";
import { addStaff, openScreen, signIn, uniqueTag } from "./staff";

interface CaseStudy {
  id: number;
  title: string;
  counter: { value: string; desc: string }[];
}

const caseStudies = (): CaseStudy[] =>
  (JSON.parse(fs.readFileSync(path.join(checkoutDir, "data", "case-studies.json"), "utf8")) as { caseStudies: CaseStudy[] }).caseStudies;

let stopServers: (() => Promise<void>) | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Starts from the project's own content, whatever the specs before this one left in the checkout.
  makeSiteCheckout();
  stopServers = await serveLiveAndPreview();
});

test.afterAll(async () => {
  await stopServers?.();
  // The next run starts from the project's own content again (the console's commit is undone by a new one).
  makeSiteCheckout();
});

/** An ordinary browser's user agent: headless Chromium says HeadlessChrome, which the API leaves out as a bot. */
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

test("marketing edits a case study, redirects a missing address and changes pages' SEO and the terms, publishes them on the Site screen, and finds them on the live site", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(BUILD_MS + 5 * 60_000);
  const study = caseStudies()[0];
  const tag = uniqueTag();
  const title = `${study.title} ${tag}`;
  const result = { value: "7", desc: `Rocket launches watched ${tag}` };
  const livePage = `http://localhost:${livePort}/CaseStudy/${study.id}`;
  const marketing = addStaff("marketing");
  await signIn(page, marketing);

  // The edit, in the Content screen.
  await openScreen(page, "Content");
  await page.getByRole("table", { name: "Collections" }).getByRole("link", { name: "Case studies" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Case studies" })).toBeVisible();
  await page.getByRole("link", { name: study.title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Case studies: ${study.title}` })).toBeVisible();
  await page.getByRole("textbox", { name: "Title", exact: true }).first().fill(title);
  const results = page.getByRole("group", { name: /^Results/ });
  const before = study.counter.length;
  await results.getByRole("button", { name: "Add result" }).click();
  await results.getByRole("textbox", { name: "Figure" }).nth(before).fill(result.value);
  await results.getByRole("textbox", { name: "What it measures" }).nth(before).fill(result.desc);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  // Plain words for the marketer: no commit id (that is for admins, under a disclosure).
  const saved = page.getByRole("status").filter({ hasText: /^Case study saved\. / });
  await expect(saved).toBeVisible();
  await expect(saved).not.toContainText("commit");

  // One commit in the checkout, by the marketer, naming the case study.
  const subject = `content(case-studies): "${title}" title, counter`;
  const [author, message] = checkoutGit("log", "-1", "--format=%ae%n%s").trim().split("\n");
  expect(author).toBe(marketing.email);
  // The subject is the summary, cut with "…" at git's 72 characters (issue 28 §4) when longer.
  expect(message.length).toBeLessThanOrEqual(72);
  expect(message === subject || (message.endsWith("…") && subject.startsWith(message.slice(0, -1)))).toBe(true);

  await page.getByRole("navigation", { name: "Content pages" }).getByRole("link", { name: "History" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Case studies: history" })).toBeVisible();
  const newest = page.getByRole("table", { name: "History of Case studies" }).getByRole("row").nth(1);
  await expect(newest).toContainText(`Case study “${title}”: Title: “${study.title}” → “${title}”; Results: 1 added`);
  await expect(newest).toContainText("Current");

  // Not on the live site until it is published.
  const beforePublish = await page.request.get(livePage);
  expect(await beforePublish.text()).not.toContain(tag);

  // A visitor asks three times for an address the site has no page for (issue 30); marketing finds it in
  // Not found and redirects it to the case study, a content save like the one above.
  const missing = `/e2e-lost-${tag}`;
  const stranger = await browser.newContext({ userAgent: BROWSER });
  const lost = await stranger.newPage();
  for (let visit = 0; visit < 3; visit += 1) {
    const reported = lost.waitForRequest((request) => request.url().endsWith("/not-found") && request.method() === "POST");
    const response = await lost.goto(`${baseURL}${missing}`);
    expect(response?.status()).toBe(404);
    await reported;
  }
  await stranger.close();
  await openScreen(page, "Not found");
  const row = page.getByRole("row").filter({ hasText: missing });
  await expect(async () => {
    await page.reload();
    await expect(row.getByRole("cell").nth(1)).toHaveText("3", { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await row.getByRole("button", { name: `Redirect ${missing}` }).click();
  const dialog = page.getByRole("dialog", { name: `Redirect ${missing}` });
  await dialog.getByRole("textbox", { name: /Lead visitors to/ }).fill(`/CaseStudy/${study.id}`);
  await dialog.getByRole("button", { name: "Save redirect" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(0);
  expect(checkoutGit("log", "-1", "--format=%ae %s")).toMatch(new RegExp(`^${marketing.email.replace(/[.+]/g, "\\$&")} content\\(redirects\\)`));

  // The about page's and a service's search title, description (and the about page's share image), and a
  // heading of the terms (issue 30): three more saves, three commits, the same Publish.
  const words = await editPageWords(page, tag);

  // Publish, on the Site screen, and wait for the build as a person watching the screen does.
  await openScreen(page, "Site");
  // The Site screen says what is saved but not live yet, and that the next Publish includes it.
  const notLive = page.getByRole("region", { name: "Not live yet" });
  await expect(notLive).toContainText("The next Publish includes");
  // The shared checkout may list other specs' changes too (the checkout is reset by commits): this marketer's two.
  const byMarketer = (collection: string) =>
    notLive.getByRole("listitem").filter({ hasText: new RegExp(`^${collection}: changed by .+ \\(${marketing.email.replace(/[.+]/g, "\\$&")}\\) on .+ IST$`) });
  await expect(byMarketer("Case studies")).toHaveCount(1);
  await expect(byMarketer("Redirects")).toHaveCount(1);
  for (const collection of ["Pages", "Services", "Terms and conditions"]) await expect(byMarketer(collection)).toHaveCount(1);
  await page.getByRole("button", { name: "Publish" }).click();
  const id = await queuedId(page, "Publish");
  await awaitBuild(page, `#${id}`);
  await expect(page.getByRole("region", { name: "Live", exact: true })).toContainText(`Build #${id}`);
  await expect(page.getByRole("status").filter({ hasText: `Publish build #${id} succeeded and is live.` })).toBeVisible();
  await expect(notLive).toHaveCount(0);

  const visitor = await page.context().newPage();
  await visitor.goto(livePage);
  await expect(visitor.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();
  const figures = visitor.getByRole("region", { name: "Results" }).getByRole("listitem");
  await expect(figures).toHaveCount(before + 1);
  await expect(figures.nth(before)).toContainText(result.value);
  await expect(figures.nth(before)).toContainText(result.desc);

  // The redirect is live: 301 to the case study, with the visitor's query string, and a visitor lands there.
  const moved = await page.request.get(`http://localhost:${livePort}${missing}/?ref=mail`, { maxRedirects: 0 });
  expect([moved.status(), moved.headers().location]).toEqual([301, `/CaseStudy/${study.id}?ref=mail`]);
  await visitor.goto(`http://localhost:${livePort}${missing}`);
  await expect(visitor).toHaveURL(new RegExp(`/CaseStudy/${study.id}/?$`));
  await expect(visitor.getByRole("heading", { level: 1, name: title, exact: true })).toBeVisible();

  await expectLiveWords(page.request, visitor, `http://localhost:${livePort}`, words);
  await visitor.close();
});
