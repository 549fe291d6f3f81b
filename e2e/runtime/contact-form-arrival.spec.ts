/**
 * The contact form on the home page and /contact-us straight after arrival: before and while the page's
 * script starts (a blur, a long phone number, a send, typing), nothing a visitor does is lost.
 */
import { expect, test } from "@playwright/test";
import { NOTICE_VERSION } from "../privacy/notice-version";
import { contactForm, fill } from "./contact-form-fill";

/** The app's bundles, as Gatsby names them in every page. */
const BUNDLES = /\/(webpack-runtime|framework|app)-[0-9a-f]+\.js$/;

for (const route of ["/", "/contact-us"]) {
  test.describe(`contact form on ${route}, straight after arrival`, () => {
    const sent = route === "/" ? "Thank You!" : "Form Submission";

    test("focusing First name and leaving it shows 'First Name is required'", async ({ page }) => {
      await page.goto(route);
      const first = contactForm(page).getByLabel("First name", { exact: true });
      await first.focus();
      await first.blur();
      await expect(first).toHaveAccessibleDescription("First Name is required");
    });

    test("on a slow phone's CPU, leaving First name at once still shows 'First Name is required'", async ({ page }) => {
      // A slow CPU widens the moment between React starting and the form hydrating, where React drops a blur.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
      await page.goto(route);
      const first = contactForm(page).getByLabel("First name", { exact: true });
      await first.focus();
      await first.blur();
      await expect(first).toHaveAccessibleDescription("First Name is required", { timeout: 15_000 });
    });

    test("a 14-digit phone number typed at once keeps its first 10 digits", async ({ page }) => {
      await page.goto(route);
      const phone = contactForm(page).getByLabel("Phone number");
      await phone.pressSequentially("12345678901234");
      await expect(phone).toHaveValue("1234567890");
      await contactForm(page).getByLabel("Message").click();
      await expect(phone).toHaveValue("1234567890");
      await expect(phone).toHaveAccessibleDescription("");
    });

    test("filled and sent at once, it sends exactly the spec's five fields and the notice's version and shows its toast", async ({ page }) => {
      await page.goto(route);
      await fill(page);
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith("/contactus") && r.method() === "POST"),
        contactForm(page).getByRole("button", { name: "Send it to the Moon" }).click(),
      ]);
      expect(request.postDataJSON()).toEqual({
        firstName: "Asha", lastName: "Kulkarni", email: "asha@example.in", phoneNumber: "9876543210", message: "We would like a new website.",
      });
      expect(request.headers()["notice-version"]).toBe(NOTICE_VERSION);
      await expect(page.getByRole("status").getByText(sent, { exact: true })).toBeVisible();
      await expect(contactForm(page).getByLabel("First name", { exact: true })).toHaveValue("");
    });

    test("what is typed and sent before the page's script has run is kept and sent once it runs", async ({ page }) => {
      // Hold the bundles back so the visitor certainly acts first, on the pre-rendered page alone.
      let release: () => void = () => undefined;
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(BUNDLES, async (r) => {
        await scriptsHeld;
        await r.continue();
      });
      const posts: string[] = [];
      page.on("request", (r) => r.method() === "POST" && !r.url().endsWith("/events") && posts.push(r.url()));
      await page.goto(route, { waitUntil: "domcontentloaded" });
      await fill(page, { "Phone number": "98765432101234" });
      const last = contactForm(page).getByLabel("Last name", { exact: true });
      await contactForm(page).getByRole("button", { name: "Send it to the Moon" }).click();
      // Nothing left the page: no native submission (the address is unchanged) and no request yet.
      await expect(page).toHaveURL(new RegExp(`${route === "/" ? "/" : route}$`));
      expect(posts).toEqual([]);
      await expect(last).toHaveValue("Kulkarni");

      const request = page.waitForRequest((r) => r.url().endsWith("/contactus") && r.method() === "POST");
      release();
      const sentRequest = await request;
      expect(sentRequest.postDataJSON()).toEqual({
        firstName: "Asha", lastName: "Kulkarni", email: "asha@example.in", phoneNumber: "9876543210", message: "We would like a new website.",
      });
      expect(sentRequest.headers()["notice-version"]).toBe(NOTICE_VERSION);
      await expect(page.getByRole("status").getByText(sent, { exact: true })).toBeVisible();
      expect(posts).toHaveLength(1);
    });

    test("typing before the page's script has run survives its start, and the form goes on from there", async ({ page }) => {
      let release: () => void = () => undefined;
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await page.route(BUNDLES, async (r) => {
        await scriptsHeld;
        await r.continue();
      });
      await page.goto(route, { waitUntil: "domcontentloaded" });
      const form = contactForm(page);
      await form.getByLabel("First name", { exact: true }).fill("Asha");
      await form.getByLabel("Email").fill("asha@example");
      release();
      await page.waitForLoadState("load");
      await expect(form.getByLabel("Email")).toHaveAccessibleDescription("Email is not valid");
      await form.getByLabel("Email").pressSequentially(".in");
      await expect(form.getByLabel("Email")).toHaveAccessibleDescription("");
      await expect(form.getByLabel("First name", { exact: true })).toHaveValue("Asha");
      await expect(form.getByLabel("Email")).toHaveValue("asha@example.in");
    });
  });
}
