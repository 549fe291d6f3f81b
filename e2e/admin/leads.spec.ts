import { expect, test } from "@playwright/test";
import fs from "node:fs";
import { API, PDF, xssValue } from "../runtime/helpers";
import { addStaff, lettersName, openScreen, search, signIn, uniqueTag } from "./staff";
import { sendEnquiry } from "./visitor";

test("sales opens an enquiry sent from the site, sees everything it carried, and marks it done", async ({ page }) => {
  test.setTimeout(90_000);
  const sales = addStaff("sales");
  const tag = uniqueTag();
  const message = `We need a website for our observatory (${tag}).\nBudget: flexible.`;
  await sendEnquiry(page, lettersName(tag), message);

  await signIn(page, sales);
  await openScreen(page, "Enquiries");
  const row = await search(page, tag);
  await expect(row.getByRole("cell", { name: "New" })).toBeVisible();
  await row.getByRole("link", { name: `${lettersName(tag)} Kulkarni` }).click();

  const sent = page.getByRole("region", { name: "What the visitor sent" });
  await expect(sent).toContainText(`${lettersName(tag)} Kulkarni`);
  await expect(sent).toContainText("asha@example.in");
  await expect(sent).toContainText("9876543210");
  await expect(sent).toContainText(`We need a website for our observatory (${tag}).`);
  await page.getByRole("radio", { name: "Done" }).check();
  await page.getByLabel("Note").fill("Called back; proposal sent.");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Enquiry saved")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("radio", { name: "Done" })).toBeChecked();
  await expect(page.getByLabel("Note")).toHaveValue("Called back; proposal sent.");
  await openScreen(page, "Enquiries");
  await page.getByLabel("Status").click();
  await page.getByRole("option", { name: "Done" }).click();
  const done = await search(page, tag);
  await expect(done.getByRole("cell", { name: "Done" })).toBeVisible();
  // The export link carries the same filters.
  await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", new RegExp(`/staff/enquiries\\.csv\\?q=${tag}&status=done$`));
});

test("a lead carrying an HTML payload shows its characters and runs no script", async ({ page }) => {
  const admin = addStaff("admin");
  const tag = uniqueTag();
  const payload = `<img src=x onerror=alert(1)> <img src=y onerror="window.__xss=1"> ${tag}`;
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await sendEnquiry(page, lettersName(tag), payload);

  await signIn(page, admin);
  await openScreen(page, "Enquiries");
  const row = await search(page, tag);
  await expect(row).toContainText("<img src=x onerror=alert(1)>");
  await row.getByRole("link").first().click();
  const sent = page.getByRole("region", { name: "What the visitor sent" });
  await expect(sent.getByText(payload)).toBeVisible();
  await page.waitForTimeout(500);
  expect(dialogs).toEqual([]);
  expect(await xssValue(page)).toBeUndefined();
  await expect(page.locator("main img[onerror], main [onerror]")).toHaveCount(0);
});

test("hr downloads an application's résumé: the very bytes that were uploaded", async ({ page }) => {
  const hr = addStaff("hr");
  const tag = uniqueTag();
  const jobs = (await (await page.request.get(`${API}/jobVacancies`)).json()) as { data: { job_title: string; location: string }[] };
  const job = jobs.data[0];
  const bytes = Buffer.concat([PDF.buffer, Buffer.from(`% ${tag}\n`)]);
  // Names take letters only (spec section 5), so the tag that finds this application travels in the email.
  const sent = await page.request.post(`${API}/jobapplication`, {
    multipart: {
      firstName: "Ravi",
      lastName: "Deshpande",
      email: `ravi-${tag}@example.in`,
      phoneNumber: "9876501234",
      address: "Kothrud, Pune",
      description: "I write and test web apps.",
      jobTitle: job.job_title,
      jobLocation: job.location,
      resume: { name: "ravi.pdf", mimeType: "application/pdf", buffer: bytes },
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await signIn(page, hr);
  await openScreen(page, "Applications");
  const row = await search(page, tag);
  await row.getByRole("link", { name: "Ravi Deshpande" }).click();
  await expect(page.getByRole("region", { name: "What the visitor sent" })).toContainText(job.job_title);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download résumé" }).click()]);
  const file = await download.path();
  expect(fs.readFileSync(file)).toEqual(bytes);
});
