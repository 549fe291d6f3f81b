/**
 * The API's answers carry `default-src 'none'` (api/http/security-headers.ts): a case-study PDF and a
 * blog image opened directly still show in Chromium (its PDF viewer, its image view), with no policy
 * error on the console.
 */
import { expect, test } from "@playwright/test";

const api = `http://localhost:${process.env.E2E_API_PORT ?? 8000}`;

test("a case-study PDF and a blog image opened from the API show, under the API's policy, with no policy error", async ({ page, request }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (/Content.Security.Policy/i.test(message.text())) errors.push(message.text());
  });
  const posts = (await (await request.get(`${api}/blogs?page=1`)).json()) as { blogs?: { image?: string }[] } & Record<string, unknown>;
  const image = JSON.stringify(posts).match(/https?:\/\/[^"]+\/blog-images\/[^"]+/)?.[0];
  expect(image).toBeDefined();

  const pdf = await page.goto(`${api}/CaseStudy/orbitcart-growth.pdf`);
  expect(pdf?.headers()["content-type"]).toBe("application/pdf");
  await expect(page.locator("embed[type='application/pdf'], body")).not.toHaveCount(0);
  expect(await page.evaluate(() => document.querySelector("embed")?.getAttribute("type") ?? document.contentType)).toMatch(/pdf/);

  const shown = await page.goto(image ?? "");
  expect(shown?.headers()["content-security-policy"]).toContain("default-src 'none'");
  await expect.poll(() => page.evaluate(() => document.querySelector("img")?.naturalWidth ?? 0)).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});
