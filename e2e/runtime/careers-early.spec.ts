/**
 * Issue 22 §1: what a visitor does on /career before the app has started is kept, never undone and never
 * applied twice. Each test acts as a person would, straight after `load` on a slowed-down CPU (where
 * React takes the page over, and hydrates the openings, a while after it appears), or before the page's
 * scripts have run at all. What the list should show comes from the API's own openings, filtered by the
 * page's rule (src/lib/job-filter.ts), so no count is written here.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { JobVacancy } from "../../shared/wire";
import { filterJobs, JOB_FILTER_GROUPS, NO_FILTERS, NO_SEARCH, toggleFilter, type FilterGroup, type JobFilters, type JobSearch } from "../../src/lib/job-filter";
import { API, watchErrors } from "./helpers";

/** The site's scripts (Gatsby's bundles and chunks): held back to act before the app starts. */
const BUNDLES = /\/[^/]+\.js(\?.*)?$/;
/** A slow phone's CPU, as the contact form's early-input test uses. */
const SLOWDOWN = 8;

/** Titles of the openings shown, in order. */
const shownTitles = (page: Page) => page.getByRole("list", { name: "Openings" }).getByRole("heading", { level: 3 }).allTextContents();

const box = (page: Page, group: string, option: string) =>
  page.getByRole("group", { name: group, exact: true }).getByRole("checkbox", { name: option, exact: true });

let jobs: JobVacancy[] = [];

async function loadJobs(request: APIRequestContext): Promise<JobVacancy[]> {
  const answer = await request.get(`${API}/jobVacancies`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: JobVacancy[] }).data;
}

/** The titles the page should list for these filters and searches. */
const expected = (filters: JobFilters, search: JobSearch = NO_SEARCH) => filterJobs(jobs, filters, search).map((job) => job.job_title);

/**
 * How much later than the page's own files Gatsby's page data arrives, as on a slow mobile network. The
 * page's `load` waits for its scripts and images but not for the page data Gatsby fetches before it
 * hydrates, so on a slow network a visitor can act after `load` and before React has the page. On this
 * machine's fast loopback React has otherwise hydrated everything by `load`, and no test would act first.
 */
const PAGE_DATA_DELAY_MS = 1500;

/** Opens /career on a slowed-down CPU and a slow network for the page data; returns at `load`, before React has the page. */
async function openSlowly(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });
  await page.route(/\/(page-data|app-data)[^?]*\.json(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, PAGE_DATA_DELAY_MS));
    await route.continue();
  });
  await page.goto("/career");
}

/** Waits until the list shows exactly `titles`, then checks it stays so (nothing undoes it a moment later). */
async function expectListed(page: Page, titles: string[]) {
  await expect(page.getByText("Loading...")).toHaveCount(0, { timeout: 30_000 });
  await expect.poll(() => shownTitles(page), { timeout: 30_000 }).toEqual(titles);
  await page.waitForTimeout(500);
  expect(await shownTitles(page)).toEqual(titles);
}

const label = (group: FilterGroup) => JOB_FILTER_GROUPS.find((g) => g.key === group)?.label ?? group;

test.describe("careers filters and searches used before the page is ready", () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeAll(async ({ request }) => {
    jobs = await loadJobs(request);
    expect(jobs.length).toBeGreaterThan(1);
  });

  for (const group of JOB_FILTER_GROUPS) {
    for (const option of group.options) {
      test(`${group.label}: "${option}" ticked straight after load stays ticked and filters the list`, async ({ page }) => {
        const filters = toggleFilter(NO_FILTERS, group.key, option, true);
        const titles = expected(filters);
        await openSlowly(page);
        await box(page, group.label, option).click();
        await expectListed(page, titles);
        await expect(box(page, group.label, option)).toBeChecked();
      });
    }
  }

  test("two options of one group ticked in quick succession list the openings matching either", async ({ page }) => {
    const [first, second] = JOB_FILTER_GROUPS[0].options;
    const filters = toggleFilter(toggleFilter(NO_FILTERS, "jobType", first, true), "jobType", second, true);
    const titles = expected(filters);
    // The union is wider than either option alone: a lost first click would show fewer.
    expect(titles.length).toBeGreaterThan(expected(toggleFilter(NO_FILTERS, "jobType", second, true)).length);
    await openSlowly(page);
    await box(page, label("jobType"), first).click();
    await box(page, label("jobType"), second).click();
    await expectListed(page, titles);
    await expect(box(page, label("jobType"), first)).toBeChecked();
    await expect(box(page, label("jobType"), second)).toBeChecked();
  });

  test("a filter ticked and un-ticked straight after load, around another ticked, leaves only the other applied", async ({ page }) => {
    const [fullTime, , contract] = JOB_FILTER_GROUPS[0].options;
    const titles = expected(toggleFilter(NO_FILTERS, "jobType", fullTime, true));
    expect(titles.length).toBeLessThan(jobs.length);
    await openSlowly(page);
    await box(page, label("jobType"), contract).click();
    await box(page, label("jobType"), fullTime).click();
    await box(page, label("jobType"), contract).click();
    await expectListed(page, titles);
    await expect(box(page, label("jobType"), contract)).not.toBeChecked();
    await expect(box(page, label("jobType"), fullTime)).toBeChecked();
  });

  test("a filter ticked and un-ticked straight after load leaves every opening listed and the box clear", async ({ page }) => {
    const option = JOB_FILTER_GROUPS[0].options[2];
    await openSlowly(page);
    await box(page, label("jobType"), option).click();
    await box(page, label("jobType"), option).click();
    await expectListed(page, expected(NO_FILTERS));
    await expect(box(page, label("jobType"), option)).not.toBeChecked();
  });

  test("the title and location searches typed straight after load filter the list and keep their text", async ({ page }) => {
    // A word from the first opening's title and the last part of its location (a country), typed as a person types.
    const title = jobs[0].job_title.split(" ").at(-1) ?? "";
    const location = jobs[0].location.split(",").at(-1)?.trim() ?? "";
    const search = { title, location };
    const titles = expected(NO_FILTERS, search);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.length).toBeLessThan(jobs.length);
    await openSlowly(page);
    await page.getByLabel("Job title or skill").pressSequentially(title);
    await page.getByLabel("City, state/province or country").pressSequentially(location);
    await expectListed(page, titles);
    await expect(page.getByLabel("Job title or skill")).toHaveValue(title);
    await expect(page.getByLabel("City, state/province or country")).toHaveValue(location);
  });

  test("filters and searches used before the page's scripts have run are all applied once they run", async ({ page }) => {
    const { uncaught } = watchErrors(page);
    let release: () => void = () => undefined;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(BUNDLES, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.goto("/career", { waitUntil: "domcontentloaded" });
    const [industry] = JOB_FILTER_GROUPS[1].options;
    const [, partTime, contract] = JOB_FILTER_GROUPS[0].options;
    // Ticked and left ticked; ticked twice (so clear); ticked in another group; and a search typed.
    await box(page, label("jobType"), partTime).click();
    await box(page, label("jobType"), contract).click();
    await box(page, label("jobType"), contract).click();
    await box(page, label("industry"), industry).click();
    const location = jobs[0].location.split(",").at(-1)?.trim() ?? "";
    await page.getByLabel("City, state/province or country").fill(location);
    // The page shows what was done at once, before any script has run.
    await expect(box(page, label("jobType"), partTime)).toBeChecked();
    await expect(box(page, label("jobType"), contract)).not.toBeChecked();

    release();
    let filters = toggleFilter(NO_FILTERS, "jobType", partTime, true);
    filters = toggleFilter(filters, "industry", industry, true);
    expect(expected(filters, { title: "", location })).not.toEqual([]);
    await expectListed(page, expected(filters, { title: "", location }));
    await expect(box(page, label("jobType"), partTime)).toBeChecked();
    await expect(box(page, label("jobType"), contract)).not.toBeChecked();
    await expect(box(page, label("industry"), industry)).toBeChecked();
    await expect(page.getByLabel("City, state/province or country")).toHaveValue(location);

    // From here React has the page: a further click is handled once, as usual.
    await box(page, label("jobType"), partTime).click();
    await expectListed(page, expected(toggleFilter(filters, "jobType", partTime, false), { title: "", location }));
    expect(uncaught).toEqual([]);
  });
});
