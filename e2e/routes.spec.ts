import { expect, test } from "@playwright/test";
import { collectPageErrors } from "./page-errors";
import { ROUTES } from "./routes";

test.describe("every route", () => {
  for (const route of ROUTES) {
    test(`${route} renders inside the header and footer without errors`, async ({ page }) => {
      const errors = collectPageErrors(page);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toBeAttached();
      await expect(page.getByText(`© ${new Date().getFullYear()}`)).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});

test.describe("unknown routes", () => {
  test("an unknown path shows the not-found page with a way back", async ({ page }) => {
    const response = await page.goto("/no-such-orbit");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "4 0 4" })).toBeVisible();
    await expect(page.getByText("Oops! You lost in Space")).toBeVisible();
    await expect(page.getByRole("img", { name: /astronaut/i })).toBeVisible();
    await page.getByRole("link", { name: "Go TO the back" }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });

  test("an unknown case-study id says 'Product Not Found' inside the layout", async ({ page }) => {
    await page.goto("/CaseStudy/999");
    await expect(page.getByRole("heading", { name: "Product Not Found" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("an unknown service gives an empty page inside the layout", async ({ page }) => {
    await page.goto("/services/space-tourism");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByTestId("empty-service")).toBeAttached();
    const shownText = await page.locator("main").evaluate((main) =>
      Array.from(main.querySelectorAll("*"))
        .filter((el) => !el.closest(".visually-hidden"))
        .flatMap((el) => Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE))
        .map((n) => n.textContent?.trim() ?? "")
        .join(""),
    );
    expect(shownText).toBe("");
  });
});

test.describe("the footer's social links", () => {
  test("each shows its glyph from the sprite the build wrote", async ({ page, request }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    const links = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const link = links.nth(i);
      await expect(link).toBeVisible();
      const href = await link.locator("svg use").getAttribute("href");
      expect(href).toMatch(/^\/static\/social-icons-[0-9a-f]{8}\.svg#[a-z]+$/);
      const [file, symbol] = href!.split("#");
      const sprite = await request.get(file);
      expect(sprite.status()).toBe(200);
      expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
      expect(await sprite.text()).toContain(`<symbol id="${symbol}"`);
      // The glyph is drawn: a <use> whose file did not load has no box.
      await expect.poll(() => link.locator("svg use").evaluate((use) => (use as SVGGraphicsElement).getBBox().width)).toBeGreaterThan(0);
    }
  });
});
