import { expect, test } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { CONSOLE_LOAD_MS } from "./staff";

/** Strings only the console's libraries carry: react-admin's list table, MUI's button base, TipTap's editor. */
const CONSOLE_MARKERS = ["RaDatagrid", "MuiButtonBase", "ProseMirror"];

const PUBLIC = path.join(process.cwd(), "public");
const stats = JSON.parse(fs.readFileSync(path.join(PUBLIC, "webpack.stats.json"), "utf8")) as {
  namedChunkGroups: Record<string, { assets: { name: string }[] }>;
};

const carriesConsole = (files: string[]) =>
  files.some((file) => {
    const code = fs.readFileSync(path.join(PUBLIC, file), "utf8");
    return CONSOLE_MARKERS.some((marker) => code.includes(marker));
  });

test("no page but /admin, and not the shared app chunk, carries the console's code", () => {
  const groups = Object.keys(stats.namedChunkGroups);
  expect(groups).toContain("component---src-pages-admin-tsx");
  for (const group of groups) {
    if (group === "component---src-pages-admin-tsx") continue;
    const scripts = stats.namedChunkGroups[group].assets.map((a) => a.name).filter((name) => name.endsWith(".js"));
    expect(carriesConsole(scripts), group).toBe(false);
  }
});

test("the home page loads none of the console's scripts; /admin loads them", async ({ page }) => {
  const loaded: string[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".js")) loaded.push(url.pathname.replace(/^\//, ""));
  });
  await page.goto("/", { waitUntil: "networkidle" });
  expect(loaded.length).toBeGreaterThan(0);
  expect(carriesConsole(loaded.filter((file) => fs.existsSync(path.join(PUBLIC, file))))).toBe(false);

  loaded.length = 0;
  await page.goto("/admin");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible({ timeout: CONSOLE_LOAD_MS });
  expect(carriesConsole(loaded.filter((file) => fs.existsSync(path.join(PUBLIC, file))))).toBe(true);
});
