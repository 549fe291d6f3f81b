/**
 * Staff accounts for browser tests, made the way the agency makes them: `npm run staff -- add`, with
 * the password piped on standard input, against the e2e API's database (E2E_API_DB_PATH, set by
 * playwright.config.ts). Works while the API runs (SQLite in WAL mode takes both).
 */
import { spawnSync } from "node:child_process";
import path from "node:path";

export type StaffRole = "admin" | "hr" | "marketing" | "sales";

const ROOT = path.resolve(__dirname, "..");

/** Creates an account (an existing one with that email is left as it is); returns its credentials. */
export function addStaffAccount(email: string, role: StaffRole, password: string): { email: string; password: string } {
  const dbPath = process.env.E2E_API_DB_PATH;
  if (!dbPath) throw new Error("E2E_API_DB_PATH is not set: run the specs through playwright.config.ts");
  if (process.env.E2E_API_ENGINE === "postgres") {
    throw new Error("Staff accounts for the PostgreSQL e2e API are not supported: run console specs on SQLite");
  }
  const result = spawnSync(process.execPath, [path.join(ROOT, "node_modules", "tsx", "dist", "cli.mjs"), "api/staff/cli.ts", "add", "--email", email, "--role", role], {
    cwd: ROOT,
    input: `${password}\n`,
    env: { ...process.env, API_DB_PATH: dbPath, DATABASE_URL: "" },
    encoding: "utf8",
  });
  if (result.status !== 0 && !/already an account/.test(result.stderr)) {
    throw new Error(`npm run staff -- add failed (${result.status}): ${result.stderr}`);
  }
  return { email, password };
}
