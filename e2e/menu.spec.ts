import { expect, test } from "@playwright/test";
import { serviceSlugs } from "./routes";

test.describe("header menu below 992 px", () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test("the menu collapses behind a toggle, dropdowns toggle instead of navigating, and navigation closes it", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("navigation", { name: "Main" });
    const toggle = page.getByRole("button", { name: /menu/i });
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    // Disabled until the page is hydrated, so a tap is never lost.
    await expect(toggle).toBeEnabled();

    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    const services = nav.getByRole("link", { name: /^Services/ });
    await services.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const servicesMenu = nav.getByRole("list", { name: "Services pages" });
    await expect(servicesMenu.getByRole("link")).toHaveCount(serviceSlugs.length);

    await services.click();
    await expect(servicesMenu).toBeHidden();

    await nav.getByRole("link", { name: /^Launch/ }).click();
    await nav.getByRole("link", { name: "Career" }).click();
    await expect(page).toHaveURL(/\/career$/);
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("header menu on wide screens", () => {
  test("Services navigates on click and is marked current inside /services", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(page.getByRole("button", { name: /menu/i })).toBeHidden();
    await nav.getByRole("link", { name: /^Services/ }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(nav.getByRole("link", { name: /^Services/ })).toHaveAttribute("aria-current", "page");

    await nav.getByRole("link", { name: /^Services/ }).hover();
    await nav.getByRole("list", { name: "Services pages" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/services\/digital-marketing$/);
    await expect(nav.getByRole("link", { name: /^Services/ })).toHaveAttribute("aria-current", "true");
  });

  test("Launch is marked on /contact-us and /career", async ({ page }) => {
    for (const path of ["/contact-us", "/career"]) {
      await page.goto(path);
      await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: /^Launch/ })).toHaveAttribute(
        "aria-current",
        /page|true/,
      );
    }
  });
});
