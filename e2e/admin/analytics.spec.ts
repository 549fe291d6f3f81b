import { expect, test } from "@playwright/test";
import fs from "node:fs";
import { sql } from "kysely";
import { connect } from "../../api/store/db";
import { siteDay } from "../../shared/notice-version";
import { expectAxeClean } from "./axe";
import { addStaff, apiEnv, openScreen, signIn, uniqueTag } from "./staff";

/**
 * Daily totals for today, written into the e2e API's store (its SQLite file, or its PostgreSQL database),
 * under names unique to this run. Today's row in analytics_daily may already hold real counts, so its
 * figures are added to.
 */
async function seedToday(tag: string) {
  const env = apiEnv();
  const { db, close } = connect({ dbPath: String(env.API_DB_PATH), databaseUrl: env.DATABASE_URL || undefined });
  const day = siteDay(new Date());
  try {
    await db
      .insertInto("analytics_daily")
      .values({ day, visitors: 4000, visits: 5000, pageviews: 9000, enquiries: 30, applications: 15, downloads: 5 })
      .onConflict((oc) =>
        oc.column("day").doUpdateSet({
          visitors: sql`analytics_daily.visitors + 4000`,
          visits: sql`analytics_daily.visits + 5000`,
          pageviews: sql`analytics_daily.pageviews + 9000`,
          enquiries: sql`analytics_daily.enquiries + 30`,
          applications: sql`analytics_daily.applications + 15`,
          downloads: sql`analytics_daily.downloads + 5`,
        }),
      )
      .execute();
    await db.insertInto("analytics_daily_pages").values({ day, path: `/e2e-${tag}/launch`, pageviews: 8800, visitors: 3900 }).execute();
    await db.insertInto("analytics_daily_sources").values({ day, source: `e2e-${tag}`, medium: "social", campaign: `launch-${tag}`, visits: 4900, visitors: 3800, leads: 38 }).execute();
    await db.insertInto("analytics_daily_entries").values({ day, path: `/e2e-${tag}/launch`, visits: 4700 }).execute();
    await db.insertInto("analytics_daily_referrers").values({ day, host: `e2e-${tag}.example`, visits: 4600 }).execute();
  } finally {
    await close();
  }
}

test("marketing opens Analytics and finds today's page, campaign and referring site, with their CSV", async ({ page }) => {
  test.setTimeout(90_000);
  const marketing = addStaff("marketing");
  const tag = uniqueTag();
  await seedToday(tag);

  await signIn(page, marketing);
  await openScreen(page, "Analytics");
  await expect(page.getByText("Showing")).toBeVisible();

  const pages = page.getByRole("table", { name: "Top pages" });
  await expect(pages.getByRole("row").filter({ hasText: `/e2e-${tag}/launch` }).getByRole("cell")).toHaveText(["8,800", "3,900"]);
  const sources = page.getByRole("table", { name: "Top sources and campaigns" });
  await expect(sources.getByRole("row").filter({ hasText: `e2e-${tag}` }).getByRole("cell")).toHaveText(["social", `launch-${tag}`, "3,800", "38", "1.0%"]);
  await expect(page.getByRole("table", { name: "Top entry pages" }).getByRole("row").filter({ hasText: `/e2e-${tag}/launch` }).getByRole("cell")).toHaveText(["4,700"]);
  await expect(page.getByRole("table", { name: "Referring sites" }).getByRole("row").filter({ hasText: `e2e-${tag}.example` }).getByRole("cell")).toHaveText(["4,600"]);
  await expect(page.getByRole("img", { name: "Chart: visitors, visits and page views per day" })).toBeVisible();
  await expectAxeClean(page, "Analytics");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV: Top sources and campaigns" }).click();
  const csv = fs.readFileSync(String(await (await download).path()), "utf8");
  expect(csv.split("\r\n")[0]).toBe("Source,Medium,Campaign,Visitors,Leads,Conversion rate");
  expect(csv).toContain(`e2e-${tag},social,launch-${tag},3800,38,1.0%\r\n`);

  // A shorter range asks again and still holds today.
  await page.getByRole("combobox", { name: "Dates" }).click();
  await page.getByRole("option", { name: "Last 7 days" }).click();
  await expect(page.getByRole("table", { name: "Visitors, visits, page views and leads per day" }).getByRole("row")).toHaveCount(8);
  await expect(pages.getByRole("row").filter({ hasText: `/e2e-${tag}/launch` })).toBeVisible();
});
