import { expect, test, type Page } from "@playwright/test";
import { NOTICE_VERSION } from "../privacy/notice-version";
import { API, caseStudies } from "./data";

const ENTRY = caseStudies[0];
const TITLE = `${ENTRY.Name} Case Study Download`;
const FILE = `${API}/CaseStudy/${ENTRY.pdf}.pdf`;
const STORE = `${API}/case_study/store`;

const VALID = { "First Name": "Asha", "Last Name": "Rao", Email: "asha@example.com", "Phone Number": "9876543210" };

/** Opens the popup straight after arrival, as a quick visitor does. */
async function openPopup(page: Page) {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(`/CaseStudy/${ENTRY.id}`);
  await page.getByRole("button", { name: "Download", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fill(page: Page, values: Record<string, string> = VALID) {
  const dialog = page.getByRole("dialog");
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
}

const send = (page: Page) => page.getByRole("button", { name: "Send it to the moon" }).click();

test("the popup is titled after the case study and holds the four fields, Close and 'Send it to the moon'", async ({ page }) => {
  const dialog = await openPopup(page);
  await expect(dialog.getByRole("heading", { name: TITLE })).toBeVisible();
  for (const label of Object.keys(VALID)) await expect(dialog.getByLabel(label, { exact: true })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Send it to the moon" })).toBeEnabled();
});

test("the fields follow the rules and messages of spec §5, and nothing is sent while one fails", async ({ page }) => {
  const dialog = await openPopup(page);
  let sent = 0;
  page.on("request", (request) => {
    if (request.url() === STORE) sent += 1;
  });
  await send(page);
  for (const message of ["First Name is required", "Last Name is required", "Email is required", "Phone number is required"]) {
    await expect(dialog.getByText(message)).toBeVisible();
  }
  await fill(page, { "First Name": "Asha 2", "Last Name": "Rão", Email: "asha@example", "Phone Number": "98765abc" });
  await expect(dialog.getByLabel("First Name")).toHaveAccessibleDescription("Please enter only letters");
  await expect(dialog.getByLabel("Last Name")).toHaveAccessibleDescription("Please enter only letters");
  await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription("Email is not valid");
  await expect(dialog.getByLabel("Phone Number")).toHaveAccessibleDescription("Phone number must be 10 digits");
  await dialog.getByLabel("Phone Number").fill("98765432101234");
  await expect(dialog.getByLabel("Phone Number")).toHaveValue("9876543210");
  await send(page);
  expect(sent).toBe(0);
});

/** Counts the tabs the page opens. */
function countPopups(page: Page) {
  const opened: string[] = [];
  page.on("popup", (popup) => opened.push(popup.url()));
  return opened;
}

test("success: sends the payload, clears the fields, closes the popup and opens the PDF in a new tab", async ({ page }) => {
  await openPopup(page);
  await fill(page);
  const popups = countPopups(page);
  const requestSeen = page.waitForRequest(STORE);
  const popupSeen = page.waitForEvent("popup");
  await send(page);
  const request = await requestSeen;
  expect(request.method()).toBe("POST");
  expect(request.postDataJSON()).toEqual({
    firstName: "Asha",
    lastName: "Rao",
    email: "asha@example.com",
    phoneNumber: "9876543210",
    caseStudyName: ENTRY.slung,
    pdf: ENTRY.pdf,
  });
  expect(request.headers()["notice-version"]).toBe(NOTICE_VERSION);
  const popup = await popupSeen;
  await expect.poll(() => popup.url()).toBe(FILE);
  expect(popups).toHaveLength(1); // the file's own tab, with no blank one before it
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Download", exact: true })).toBeFocused();
  await expect(page.getByRole("status").getByRole("link", { name: `Open the ${ENTRY.Name} case study PDF` })).toHaveAttribute("href", FILE);
  await page.getByRole("button", { name: "Download", exact: true }).click();
  await expect(page.getByRole("dialog").getByLabel("First Name")).toHaveValue("");
});

test("the button is disabled while the request is in flight", async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(STORE, async (route) => {
    await held;
    await route.fulfill({ status: 201, json: { status: "success", fileURL: FILE } });
  });
  await openPopup(page);
  await fill(page);
  await send(page);
  await expect(page.getByRole("button", { name: "Send it to the moon" })).toBeDisabled();
  release();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("when the browser blocks the new tab, the popup offers an 'Open the PDF' link instead", async ({ page }) => {
  // A blocker that refuses window.open, as a browser does when the click is too long ago.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await openPopup(page);
  await fill(page);
  await send(page);
  const dialog = page.getByRole("dialog", { name: TITLE });
  await expect(dialog.getByRole("status")).toContainText("Your browser blocked the new tab.");
  const link = dialog.getByRole("link", { name: "Open the PDF" });
  await expect(link).toBeFocused();
  await expect(link).toHaveAttribute("href", FILE);
  const popupSeen = page.waitForEvent("popup");
  await link.click();
  const popup = await popupSeen;
  await expect.poll(() => popup.url()).toBe(FILE);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const pdf = await page.request.get(FILE);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});

test("no fileURL: logs the spec's line, opens nothing, keeps the fields and tells the visitor", async ({ page, context }) => {
  await page.route(STORE, (route) => route.fulfill({ status: 201, json: { status: "success" } }));
  const logs: string[] = [];
  page.on("console", (message) => logs.push(message.text()));
  await openPopup(page);
  await fill(page);
  const pagesBefore = context.pages().length;
  const popups = countPopups(page);
  await send(page);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("alert")).toContainText("the download didn't work");
  expect(logs).toContain("File URL is not available in the response");
  expect(popups).toEqual([]); // nothing opened, not even for a moment
  expect(context.pages().length).toBe(pagesBefore);
  await expect(dialog.getByLabel("Email")).toHaveValue("asha@example.com");
});

test("a failure keeps the fields and says so", async ({ page }) => {
  await page.route(STORE, (route) => route.fulfill({ status: 500, json: { message: "Something went wrong" } }));
  await openPopup(page);
  await fill(page);
  const popups = countPopups(page);
  await send(page);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("alert")).toContainText("couldn't send your details");
  expect(popups).toEqual([]);
  await expect(dialog.getByLabel("First Name")).toHaveValue("Asha");
  await expect(dialog.getByRole("button", { name: "Send it to the moon" })).toBeEnabled();
});

test("Close, Escape and a click outside each close and reset the popup, and focus returns to Download", async ({ page }) => {
  const download = page.getByRole("button", { name: "Download", exact: true });
  let dialog = await openPopup(page);
  const closers: [string, (p: Page) => Promise<void>][] = [
    ["Close button", (p) => p.getByRole("dialog").getByRole("button", { name: "Close" }).click()],
    ["Escape", (p) => p.keyboard.press("Escape")],
    ["click outside", (p) => p.mouse.click(5, 5)],
  ];
  for (const [, close] of closers) {
    await fill(page, { "First Name": "Asha", Email: "asha@" });
    await close(page);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(download).toBeFocused();
    await download.click();
    dialog = page.getByRole("dialog", { name: TITLE });
    await expect(dialog.getByLabel("First Name")).toHaveValue("");
    await expect(dialog.getByLabel("Email")).toHaveValue("");
    await expect(dialog.getByText("Email is not valid")).toHaveCount(0);
  }
});
