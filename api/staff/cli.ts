/**
 * Staff accounts from the command line (there is no sign-up):
 *   npm run staff -- add --email <email> --role <admin|hr|marketing|sales>   (password: asked for, or stdin)
 *   npm run staff -- list
 *   npm run staff -- remove --email <email>
 *   npm run staff -- password --email <email>                                 (new password: asked for, or stdin)
 *   npm run staff -- grant|revoke --email <email> --right privacy             (rights beyond the role, issue 25)
 *   npm run staff -- second-factor-off --email <email>      (a lost phone and lost recovery codes; sessions end)
 * Uses the API's store and settings: DATABASE_URL, or else the SQLite file at API_DB_PATH (created and
 * migrated if new). At a terminal the password is asked for twice and never shown; from a pipe its
 * first line is read, so scripts keep working (cli-password.ts). Every change is in the audit log, by
 * "command line (<OS user>)".
 */
import os from "node:os";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { openDatabase, type Db } from "../store/db";
import { DuplicateEmailError, EXTRA_RIGHTS, ROLES, ROLE_MESSAGE, accounts, emailProblem, hasControlOrBidi, isExtraRight, isRole } from "./accounts";
import { audit } from "./audit";
import { PASSWORDS_DIFFER_MESSAGE, PromptCancelled, confirmPassword, readPassword, type TerminalInput } from "./cli-password";
import { passwordProblem } from "./password";

const USAGE = `Usage:
  npm run staff -- add --email <email> --role <${ROLES.join("|")}>   (asks for the password; or pipe it in as the first line)
  npm run staff -- list
  npm run staff -- remove --email <email>
  npm run staff -- password --email <email>   (asks for the new one; or pipe it in as the first line)
  npm run staff -- grant --email <email> --right <${EXTRA_RIGHTS.join("|")}>
  npm run staff -- revoke --email <email> --right <${EXTRA_RIGHTS.join("|")}>
  npm run staff -- second-factor-off --email <email>   (turns the account's second factor off; its sessions end)`;

export interface CliIo {
  env: Record<string, string | undefined>;
  /** A terminal (the password is asked for, unseen, twice) or a pipe (its first line is the password). */
  stdin: TerminalInput;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** Runs one command; resolves with the exit code. */
export async function runStaffCli(argv: string[], io: CliIo): Promise<number> {
  let command: string | undefined;
  let email = "";
  let role = "";
  let right = "";
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: "string" }, role: { type: "string" }, right: { type: "string" } },
    });
    command = positionals[0];
    email = values.email?.trim() ?? "";
    role = values.role?.trim() ?? "";
    right = values.right?.trim() ?? "";
    if (positionals.length !== 1) command = undefined;
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  if (!command || !["add", "list", "remove", "password", "grant", "revoke", "second-factor-off"].includes(command)) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  if (command !== "list") {
    const problem = emailProblem(email);
    if (problem) {
      io.err(`--email: ${problem}\n${USAGE}\n`);
      return 2;
    }
  }
  if (command === "add" && !isRole(role)) {
    io.err(`--role: ${ROLE_MESSAGE}\n${USAGE}\n`);
    return 2;
  }
  if ((command === "grant" || command === "revoke") && !isExtraRight(right)) {
    io.err(`--right: must be one of ${EXTRA_RIGHTS.join(", ")}\n${USAGE}\n`);
    return 2;
  }
  let password = "";
  if (command === "add" || command === "password") {
    const source = { stdin: io.stdin, prompt: io.err };
    try {
      const read = await readPassword(source);
      password = read.password;
      const problem = passwordProblem(password, email);
      if (problem) {
        io.err(`${problem}${read.typed ? "" : " (read from the first line of standard input)"}\n`);
        return 2;
      }
      if (!(await confirmPassword(source, password))) {
        io.err(`${PASSWORDS_DIFFER_MESSAGE}\n`);
        return 2;
      }
    } catch (error) {
      if (!(error instanceof PromptCancelled)) throw error;
      io.err(`${error.message}\n`);
      return 130;
    }
  }

  const config = loadConfig(io.env);
  const connection = await openDatabase(config);
  const { db } = connection;
  // Every change is in the audit log, in the same transaction, as the command line's (issue 28 §7).
  const actor = commandLineActor(io.env);
  const record = (trx: Db, action: "create" | "update" | "delete", id: number, detail: string) =>
    audit(trx, { actorEmail: actor, action, entity: "user", entityId: id, detail });
  const users = accounts(db);
  try {
    switch (command) {
      case "add": {
        if (!isRole(role)) return 2;
        try {
          const user = await db.transaction().execute(async (trx) => {
            const added = await accounts(trx).add(email, role, password);
            await record(trx, "create", added.id, `${added.email} (${added.role})`);
            return added;
          });
          io.out(`Added ${user.email} (${user.role})\n`);
          return 0;
        } catch (error) {
          if (error instanceof DuplicateEmailError) {
            io.err(`${error.message}\n`);
            return 1;
          }
          throw error;
        }
      }
      case "list": {
        const list = await users.list();
        if (!list.length) io.out("No staff accounts yet.\n");
        for (const user of list) io.out(`${user.email}\t${user.role}${user.rights.length ? `+${user.rights.join("+")}` : ""}\t${user.createdAt}\n`);
        return 0;
      }
      case "grant":
      case "revoke": {
        const found = (await users.list()).find((user) => user.email === email.toLowerCase());
        if (!found || !isExtraRight(right)) {
          io.err(`No account for ${email.toLowerCase()}\n`);
          return 1;
        }
        const rights = command === "grant" ? [...found.rights, right] : found.rights.filter((r) => r !== right);
        const user = await db.transaction().execute(async (trx) => {
          const changed = await accounts(trx).setRights({ email }, rights);
          if (changed) await record(trx, "update", changed.id, `rights: ${changed.rights.join(", ") || "none"}`);
          return changed;
        });
        io.out(`${user?.email}: ${user?.role}, extra rights: ${user?.rights.join(", ") || "none"}\n`);
        return 0;
      }
      case "remove": {
        const removed = await db.transaction().execute(async (trx) => {
          const gone = await accounts(trx).remove({ email });
          if (gone) await record(trx, "delete", gone.id, gone.email);
          return gone;
        });
        if (!removed) {
          io.err(`No account for ${email.toLowerCase()}\n`);
          return 1;
        }
        io.out(`Removed ${removed.email}\n`);
        return 0;
      }
      case "second-factor-off": {
        if (!(await users.turnOffSecondFactor(email, actor))) {
          io.err(`No account for ${email.toLowerCase()}\n`);
          return 1;
        }
        io.out(`Second factor turned off for ${email.toLowerCase()}; its sessions were signed out\n`);
        return 0;
      }
      default: {
        if (!(await users.setPassword(email, password, actor))) {
          io.err(`No account for ${email.toLowerCase()}\n`);
          return 1;
        }
        io.out(`Password changed for ${email.toLowerCase()}; its sessions were signed out\n`);
        return 0;
      }
    }
  } finally {
    await connection.close();
  }
}

/** Who the audit log names for a change made here: "command line (<the operating-system user>)". */
export function commandLineActor(env: Record<string, string | undefined>): string {
  let user = "";
  try {
    user = os.userInfo().username;
  } catch {
    // No entry for this user id (some containers): the environment's name, if any.
  }
  user ||= env.USER ?? env.LOGNAME ?? "";
  const name = [...user].filter((char) => !hasControlOrBidi(char)).join("").slice(0, 64) || "unknown user";
  return `command line (${name})`;
}

if (require.main === module) {
  runStaffCli(process.argv.slice(2), {
    env: process.env,
    stdin: process.stdin,
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  }).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    },
  );
}
