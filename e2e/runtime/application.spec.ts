import { expect, test, type Page } from "@playwright/test";
import { NOTICE_VERSION } from "../privacy/notice-version";
import { api, breakFormRoute, expectNoErrorScreen, FAULTS, PDF, recordFormData, sentForms, watchErrors } from "./helpers";

const JOB = { title: "Senior React Developer", location: "Pune, Maharashtra, India" };
const LABELS = ["First Name", "Last Name", "Email", "Phone Number", "Address", "Resume", "Tell me about yourself"];
const TEXT = { "First Name": "Asha", "Last Name": "Kulkarni", Email: "asha@example.in", "Phone Number": "9876543210", Address: "Baner Road, Pune", "Tell me about yourself": "Six years of React and a love of fast sites." };

const applyButton = (page: Page) => page.getByRole("article", { name: JOB.title }).getByRole("button", { name: "Apply Now" });
const dialog = (page: Page) => page.getByRole("dialog", { name: JOB.title });

async function open(page: Page) {
  await recordFormData(page, "/jobapplication");
  await page.goto("/career");
  await applyButton(page).click();
  await expect(dialog(page)).toBeVisible();
}

async function fill(page: Page) {
  for (const [label, value] of Object.entries(TEXT)) await dialog(page).getByLabel(label, { exact: true }).fill(value);
  await dialog(page).getByLabel("Resume").setInputFiles(PDF);
}

const send = (page: Page) => dialog(page).getByRole("button", { name: "Send it to the moon" }).click();

test.describe("applying for a job", () => {
  test.beforeEach(async ({ page }) => open(page));

  test("the dialog is headed with the title and location and shows the job's details and the form", async ({ page }) => {
    await expect(dialog(page).getByRole("heading", { level: 2, name: JOB.title })).toBeVisible();
    await expect(dialog(page).getByText(JOB.location, { exact: true })).toBeVisible();
    await expect(dialog(page).getByRole("heading", { name: "What you will do" })).toBeVisible();
    for (const label of LABELS) await expect(dialog(page).getByLabel(label, { exact: true })).toBeVisible();
    await expect(dialog(page).getByRole("button", { name: "Close" })).toBeVisible();
  });

  test("checks the careers rules and the resume before sending anything", async ({ page }) => {
    const posts: string[] = [];
    // The page-view beacon (POST /events, issue 31) is not a form's.
    page.on("request", (request) => request.method() === "POST" && !request.url().endsWith("/events") && posts.push(request.url()));
    await send(page);
    await expect(dialog(page).getByLabel("First Name")).toHaveAccessibleDescription("Name is required");
    await expect(dialog(page).getByLabel("Address")).toHaveAccessibleDescription("Address is required");
    await expect(dialog(page).getByLabel("Tell me about yourself")).toHaveAccessibleDescription("Description is required");
    await expect(dialog(page).getByLabel("Resume")).toHaveAccessibleDescription(/Resume is required/);
    await expect(dialog(page).getByLabel("First Name")).toBeFocused();

    await dialog(page).getByLabel("Phone Number").pressSequentially("987654321099");
    await expect(dialog(page).getByLabel("Phone Number")).toHaveValue("9876543210");
    await fill(page);
    await dialog(page).getByLabel("Resume").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expect(dialog(page).getByLabel("Resume")).toHaveAccessibleDescription(/Resume must be a PDF, DOC or DOCX file/);
    await dialog(page).getByLabel("Resume").setInputFiles({ name: "huge.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0x25) });
    await expect(dialog(page).getByLabel("Resume")).toHaveAccessibleDescription(/Resume must be 5 MB or smaller/);
    await send(page);
    expect(posts).toEqual([]);
  });

  test("sends multipart with jobTitle and jobLocation; on success the dialog closes, focus returns and a confirmation shows", async ({ page }) => {
    await fill(page);
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith("/jobapplication")),
      page.waitForResponse((r) => r.url().endsWith("/jobapplication")),
      send(page),
    ]);
    expect(request.method()).toBe("POST");
    expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers()["notice-version"]).toBe(NOTICE_VERSION);
    expect(Object.fromEntries((await sentForms(page))[0])).toEqual({
      firstName: "Asha",
      lastName: "Kulkarni",
      email: "asha@example.in",
      phoneNumber: "9876543210",
      address: "Baner Road, Pune",
      description: TEXT["Tell me about yourself"],
      jobTitle: JOB.title,
      jobLocation: JOB.location,
      resume: `file:${PDF.name}:${PDF.mimeType}:${PDF.buffer.length}`,
    });
    expect(response.status()).toBe(201);
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole("status").filter({ hasText: "Application sent" })).toContainText(`Thank you for applying for ${JOB.title}`);
    await expect(applyButton(page)).toBeFocused();
    await applyButton(page).click();
    await expect(dialog(page).getByLabel("First Name")).toHaveValue("");
  });

  test("reads 'Sending...' while the application is in flight", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(api("/jobapplication"), async (route) => {
      await held;
      await route.continue();
    });
    await fill(page);
    await send(page);
    await expect(dialog(page).getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(dialog(page)).toBeHidden();
  });

  test("shows the API's errors array under the fields", async ({ page }) => {
    await fill(page);
    // The real API judges the resume by its bytes: a .pdf name on a text file is refused under "resume".
    await dialog(page).getByLabel("Resume").setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf") });
    await send(page);
    await expect(dialog(page).getByLabel("Resume")).toHaveAccessibleDescription(/Resume must be a PDF, DOC or DOCX file/);
    await expect(dialog(page).getByLabel("First Name")).toHaveValue("Asha");
  });

  for (const fault of FAULTS) {
    test(`logs 'Failed to submit form', keeps the fields and shows a notice when the API is ${fault === "stopped" ? "stopped" : `answering ${fault}`}`, async ({ page }) => {
      const { uncaught, consoleErrors } = watchErrors(page);
      await page.route(api("/jobapplication"), breakFormRoute(fault));
      await fill(page);
      await send(page);
      await expect(dialog(page).getByRole("alert")).toContainText("did not go through");
      expect(consoleErrors.some((text) => text.startsWith("Failed to submit form"))).toBe(true);
      await expect(dialog(page).getByLabel("Email")).toHaveValue(TEXT.Email);
      await expect(dialog(page)).toBeVisible();
      await expectNoErrorScreen(page);
      expect(uncaught).toEqual([]);
    });
  }

  test("closing (button, Escape) resets the fields and errors and returns focus to Apply Now", async ({ page }) => {
    await dialog(page).getByLabel("First Name").fill("Asha1");
    await expect(dialog(page).getByLabel("First Name")).toHaveAccessibleDescription("Please enter only letters");
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(applyButton(page)).toBeFocused();
    await applyButton(page).click();
    await expect(dialog(page).getByLabel("First Name")).toHaveValue("");
    await expect(dialog(page).getByLabel("First Name")).toHaveAccessibleDescription("");
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(applyButton(page)).toBeFocused();
  });
});
