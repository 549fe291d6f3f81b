/** @jest-environment node */
/**
 * `npm run staff -- add|password` at a real terminal (issue 28 §7): the CLI runs in its own process
 * under a pseudo-terminal (util-linux `script`), as a person would type into it. The password is asked
 * for with echo off, twice; what the terminal shows never holds it. Piped standard input is covered by
 * staff-cli.test.ts.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { ROOT } from "../../api/config";
import { connect } from "../../api/store/db";
import { verifyPassword } from "../../api/staff/password";
import { TEST_ENGINES, freshStore } from "./helpers";
import { PASSWORD } from "./staff-helpers";

jest.setTimeout(120_000);

const TSX = path.join(ROOT, "node_modules/.bin/tsx");

/** The CLI under a pseudo-terminal; `type` answers each prompt in turn, once it is shown. */
function atTerminal(args: string[], env: Record<string, string>, answers: string[]) {
  const command = [TSX, "api/staff/cli.ts", ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(" ");
  const child = spawn("script", ["-q", "-e", "-c", command, "/dev/null"], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["pipe", "pipe", "pipe"] });
  let screen = "";
  let answered = 0;
  const onOutput = (chunk: Buffer) => {
    screen += chunk.toString("utf8");
    const prompts = screen.match(/Password( again)?: /g)?.length ?? 0;
    while (answered < prompts && answered < answers.length) child.stdin.write(answers[answered++]);
  };
  child.stdout.on("data", onOutput);
  child.stderr.on("data", onOutput);
  return new Promise<{ code: number | null; screen: string }>((resolve) => child.on("close", (code) => resolve({ code, screen })));
}

describe.each(TEST_ENGINES)("npm run staff at a terminal on %s", (engine) => {
  let store: Awaited<ReturnType<typeof freshStore>>;
  let env: Record<string, string>;
  beforeAll(async () => {
    store = await freshStore(engine);
    env = { API_DB_PATH: store.dbPath, ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}) };
  });
  afterAll(() => store?.drop());

  const hashOf = async (email: string) => {
    const { db, close } = connect({ dbPath: store.dbPath, databaseUrl: store.databaseUrl });
    try {
      return (await db.selectFrom("staff_users").select("password_hash").where("email", "=", email).executeTakeFirst())?.password_hash;
    } finally {
      await close();
    }
  };

  it("asks for the password twice without showing it, corrects a typo with Backspace, and adds the account", async () => {
    // "x" then Backspace: a typo taken back; Enter is a carriage return at a terminal.
    const typed = `${PASSWORD}x\u007f\r`;
    const result = await atTerminal(["add", "--email", "typed@selenova.example", "--role", "admin"], env, [typed, `${PASSWORD}\r`]);
    expect(result.screen).toContain("Password: ");
    expect(result.screen).toContain("Password again: ");
    expect(result.screen).toContain("Added typed@selenova.example (admin)");
    expect(result.screen).not.toContain(PASSWORD);
    expect(result.screen).not.toContain("battery");
    expect(result.code).toBe(0);
    const hash = await hashOf("typed@selenova.example");
    expect(hash && (await verifyPassword(PASSWORD, hash))).toBe(true);
  });

  it("changes nothing when the second password differs, or on Ctrl-C", async () => {
    const differs = await atTerminal(["add", "--email", "differs@selenova.example", "--role", "hr"], env, [`${PASSWORD}\r`, `${PASSWORD}!\r`]);
    expect(differs.screen).toContain("The two passwords are not the same; nothing was changed.");
    expect(differs.screen).not.toContain("battery");
    expect(differs.code).toBe(2);
    const cancelled = await atTerminal(["add", "--email", "cancelled@selenova.example", "--role", "hr"], env, ["half typed\u0003"]);
    expect(cancelled.screen).toContain("Cancelled: no account was changed.");
    expect(cancelled.screen).not.toContain("half typed");
    expect(cancelled.code).toBe(130);
    expect(await hashOf("differs@selenova.example")).toBeUndefined();
    expect(await hashOf("cancelled@selenova.example")).toBeUndefined();
  });
});
