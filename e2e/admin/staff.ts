/**
 * Helpers for the staff console's browser tests: staff accounts made with the staff CLI (issue 16:
 * `npm run staff -- add --email <email> --role <role>`, the password on standard input) on the e2e API's
 * database (playwright.config.ts passes its folder to the workers as E2E_API_DATA), and signing in as a
 * person does.
 */
import { expect, type Page } from "@playwright/test";
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export type Role = "admin" | "hr" | "marketing" | "sales";

export interface StaffAccount {
  email: string;
  password: string;
  role: Role;
}

/** The menu each role sees, in order (issue 16's rights). */
export const MENU: Record<Role, string[]> = {
  admin: ["Enquiries", "Applications", "Downloads", "Jobs", "Blog posts", "Content", "Not found", "Staff", "Audit log", "Privacy requests", "Site", "Analytics"],
  hr: ["Applications", "Jobs"],
  marketing: ["Downloads", "Blog posts", "Content", "Not found", "Site", "Analytics"],
  sales: ["Enquiries", "Downloads", "Analytics"],
};

/** A unique tag for what a test creates, so tests running side by side never see each other's records. */
/**
 * How long a person waits for the console's first page: its ~1.5 MB of script parses for seconds on a
 * busy 2-core machine, most of all while a fresh API is still making its case-study PDFs.
 */
export const CONSOLE_LOAD_MS = 15_000;

export const uniqueTag = (): string => randomUUID().slice(0, 8);

/** A letters-only first name unique to the tag (the site's forms allow only letters in names). */
export const lettersName = (tag: string): string => `Asha${tag.replace(/\d/g, (d) => "ghijklmnop"[Number(d)])}`;

/**
 * The same database settings the e2e API runs with (playwright.config.ts, webServer env): its SQLite
 * file, or on PostgreSQL (E2E_API_ENGINE=postgres) the database whose URL the wrapper wrote down.
 */
export function apiEnv(): NodeJS.ProcessEnv {
  const data = process.env.E2E_API_DATA;
  if (!data) throw new Error("E2E_API_DATA is not set: run these tests through playwright.config.ts");
  let databaseUrl = "";
  if (process.env.E2E_API_ENGINE === "postgres") {
    const file = process.env.E2E_API_DATABASE_URL_FILE ?? path.join(data, "database-url");
    databaseUrl = fs.readFileSync(file, "utf8").trim();
  }
  return { ...process.env, API_DB_PATH: path.join(data, "agency.db"), API_UPLOAD_DIR: path.join(data, "uploads"), DATABASE_URL: databaseUrl };
}

/** Adds a staff account with the CLI, as the agency's admin would on the server. */
export function addStaff(role: Role): StaffAccount {
  const email = `${role}-${uniqueTag()}@selenova.example`;
  const password = `Moon-${randomUUID()}`;
  const result = spawnSync("npm", ["run", "--silent", "staff", "--", "add", "--email", email, "--role", role], {
    input: `${password}\n`,
    env: apiEnv(),
    encoding: "utf8",
    cwd: process.cwd(),
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`npm run staff -- add failed (${result.status ?? result.signal}): ${result.stderr || result.stdout}`);
  expect(result.stdout + result.stderr, "the CLI never prints the password").not.toContain(password);
  return { email, password, role };
}

export const consoleNav = (page: Page) => page.getByRole("navigation", { name: "Console" });

/** Opens /admin and signs in through the form; done when the Console navigation shows. */
export async function signIn(page: Page, account: StaffAccount, start = "/admin"): Promise<void> {
  await page.goto(start);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(consoleNav(page)).toBeVisible();
}

/** Goes to a screen through the Console navigation, as staff do. */
export async function openScreen(page: Page, label: string): Promise<void> {
  await consoleNav(page).getByRole("link", { name: label, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
}

/** Searches a list (the filter applies as one types) and waits for the row that holds `text`. */
export async function search(page: Page, text: string) {
  await page.getByLabel("Search").fill(text);
  const row = page.getByRole("row").filter({ hasText: text });
  await expect(row).toHaveCount(1);
  return row;
}
