/**
 * Redirects in the Content screen, as marketing (issue 30): each redirect the site would refuse is refused on
 * save with its reason in words beside the field and nothing written; a good one is saved as a commit. Runs
 * in its own project after the content specs (it edits the suite's shared checkout); the publishing specs
 * that follow start from the project's own content again. Following a published redirect on the live site
 * is content-publish.spec.ts's.
 */
import { expect, test, type Page } from "@playwright/test";
import { checkoutGit } from "./content-checkout";
import { expectAxeClean } from "./axe";
import { addStaff, openScreen, signIn, uniqueTag } from "./staff";

test.describe.configure({ mode: "serial" });

async function addRedirect(page: Page, from: string, to: string): Promise<void> {
  await openScreen(page, "Content");
  await page.getByRole("table", { name: "Collections" }).getByRole("link", { name: "Redirects" }).click();
  await page.getByRole("link", { name: "Add an entry" }).click();
  await page.getByRole("textbox", { name: "Old address" }).fill(from);
  await page.getByRole("textbox", { name: "New address" }).fill(to);
  await page.getByRole("button", { name: "Save", exact: true }).click();
}

test("a marketer's refused redirects each say why, keep what was typed and write nothing; a good one is saved", async ({ page }) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const old = `/e2e-old-${tag}`;
  await signIn(page, addStaff("marketing"));

  // A good one first: the others are measured against it.
  await addRedirect(page, old, "/services");
  // A new entry, once saved, opens as the entry it now is; the console says it was saved.
  await expect(page.getByText("Redirect saved", { exact: true })).toBeVisible();
  expect(checkoutGit("log", "-1", "--format=%s")).toContain("content(redirects)");
  await expectAxeClean(page, "a redirect's form");
  const commits = checkoutGit("rev-list", "--count", "HEAD");

  const refused: [from: string, to: string, reason: RegExp][] = [
    ["/about", "/services", /"from" is "\/about", the address of .+: a redirect would hide that page/],
    [old, "/career", new RegExp(`"from" repeats the value "${old}" of entry #\\d+|the same address as entry #\\d+`)],
    [`/e2e-loop-${tag}`, `/e2e-loop-${tag}`, /the old address itself: visitors would go round in a loop/],
    [`/e2e-chain-${tag}`, old, new RegExp(`"to" is "${old}", which is itself redirected to "/services"\\. Point this one at "/services" instead`)],
    [`/e2e-nowhere-${tag}`, `/no-such-page-${tag}`, /which is no page of this site/],
  ];
  for (const [from, to, reason] of refused) {
    await addRedirect(page, from, to);
    await expect(page.getByRole("status").filter({ hasText: /^Not saved: one problem to correct\./ })).toBeVisible();
    await expect(page.getByText(reason).first()).toBeVisible();
    // What was typed is still there to correct.
    await expect(page.getByRole("textbox", { name: "Old address" })).toHaveValue(from);
    await expect(page.getByRole("textbox", { name: "New address" })).toHaveValue(to);
  }
  expect(checkoutGit("rev-list", "--count", "HEAD")).toBe(commits);
});
