import { expect, test } from "@playwright/test";
import { API, caseStudies, videos } from "./data";

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/case-Study-download");
});

test("the cards are sorted alphabetically by title", async ({ page }) => {
  const titles = await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
  const cardTitles = titles.filter((title) => title !== "Videos");
  expect([...cardTitles].sort()).toEqual([...caseStudies.map((c) => c.title)].sort());
  for (let i = 1; i < cardTitles.length; i += 1) {
    expect(cardTitles[i - 1].localeCompare(cardTitles[i], "en", { sensitivity: "base" }), `${cardTitles[i - 1]} before ${cardTitles[i]}`).toBeLessThanOrEqual(0);
  }
});

test("each card links its PDF as an absolute URL on the API, and every PDF is served", async ({ page, request }) => {
  for (const entry of caseStudies) {
    const link = page.getByRole("link", { name: `PDF: ${entry.title}` });
    await expect(link).toHaveAttribute("href", `${API}/CaseStudy/${entry.pdf}.pdf`);
    const response = await request.get(`${API}/CaseStudy/${entry.pdf}.pdf`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
  }
});

test("each card's Download opens the popup for that case study, and its success note shows on that card", async ({ page }) => {
  const entry = caseStudies[caseStudies.length - 1];
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.reload();
  const button = page.getByRole("button", { name: `Download ${entry.title}` });
  await button.click();
  const dialog = page.getByRole("dialog", { name: `${entry.Name} Case Study Download` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("First Name").fill("Asha");
  await dialog.getByLabel("Last Name").fill("Rao");
  await dialog.getByLabel("Email").fill("asha@example.com");
  await dialog.getByLabel("Phone Number").fill("9876543210");
  const request = page.waitForRequest(`${API}/case_study/store`);
  await dialog.getByRole("button", { name: "Send it to the moon" }).click();
  expect((await request).postDataJSON()).toMatchObject({ caseStudyName: entry.slung, pdf: entry.pdf });
  // The browser blocked the tab (window.open gives null): the popup offers the file as a link.
  await dialog.getByRole("link", { name: "Open the PDF" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(button).toBeFocused();
  const card = page.getByRole("listitem").filter({ has: button });
  await expect(card.getByRole("link", { name: `Open the ${entry.Name} case study PDF` })).toHaveAttribute("href", `${API}/CaseStudy/${entry.pdf}.pdf`);
});

test("every video of the data, with its poster, nothing preloaded, each clip well under 1 MB", async ({ page, request }) => {
  const players = page.getByRole("main").locator("video");
  await expect(players).toHaveCount(videos.length);
  for (const [index, video] of videos.entries()) {
    const player = players.nth(index);
    await expect(player).toHaveAttribute("poster", video.poster);
    await expect(player).toHaveAttribute("preload", /^(none|metadata)$/);
    await expect(player.locator("source")).toHaveAttribute("src", video.src);
    const clip = await request.get(video.src);
    expect(clip.status()).toBe(200);
    expect((await clip.body()).length).toBeLessThan(512 * 1024);
    expect((await request.get(video.poster)).status()).toBe(200);
  }
});

test("playing one video pauses all the others", async ({ page }) => {
  const players = page.getByRole("main").locator("video");
  const play = (index: number) => players.nth(index).evaluate((el: HTMLVideoElement) => el.play());
  const paused = () => players.evaluateAll((els) => els.map((el) => (el as HTMLVideoElement).paused));
  const onlyPlaying = (index: number) => videos.map((_, other) => other !== index);
  for (const index of new Set([0, Math.floor(videos.length / 2), videos.length - 1])) {
    await play(index);
    await expect.poll(paused).toEqual(onlyPlaying(index));
  }
});

test("the first card's picture (the page's largest paint on a phone) loads at once with high priority, the others lazily", async ({ page }) => {
  const cards = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("button", { name: /^Download / }) });
  await expect(cards).toHaveCount(caseStudies.length);
  const pictures = cards.locator("img");
  await expect(pictures).toHaveCount(caseStudies.length);
  await expect(pictures.first()).toHaveAttribute("loading", "eager");
  await expect(pictures.first()).toHaveAttribute("fetchpriority", "high");
  for (let i = 1; i < caseStudies.length; i += 1) {
    await expect(pictures.nth(i)).toHaveAttribute("loading", "lazy");
    await expect(pictures.nth(i)).not.toHaveAttribute("fetchpriority", "high");
  }
});
