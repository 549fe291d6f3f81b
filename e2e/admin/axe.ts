import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Checks the console's page with axe, as it looks once it has settled. MUI's dialogs and snackbars fade in;
 * measured mid-fade their text is half transparent and axe reports a contrast a person never reads. So
 * this first waits until no animation or transition (but endless ones, a spinner) runs on the page (what a person sees: the dialog in
 * place), then asks axe. Violations are listed by screen, rule and element.
 */
export async function expectAxeClean(page: Page, screen: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            // Finite ones only: a spinner turns for as long as it is shown.
            document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Infinity).length,
        ),
      {
        message: `${screen}: animations still running`,
        timeout: 10_000,
      },
    )
    .toBe(0);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${screen} · ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
