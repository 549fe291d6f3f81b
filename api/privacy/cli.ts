/**
 * Privacy work from the command line (issue 25), on the API's store and settings (DATABASE_URL, or
 * else the SQLite file at API_DB_PATH; RETENTION_*_DAYS):
 *   npm run privacy -- sweep [--as-of YYYY-MM-DD]           erase what is due before that day (default today)
 *   npm run privacy -- affected --since <ISO> [--until <ISO>]   CSV of the people stored or changed then
 *   npm run privacy -- erasures                              the erasure ledger from the tombstones (JSON lines)
 *   npm run privacy -- reapply-erasures --from <file>        after a restore: erase again what the ledger lists
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { openDatabase } from "../store/db";
import { affectedCsv, affectedPeople } from "./affected";
import { PRIVACY_KINDS, todayUtc, type ErasedLead } from "./kinds";
import { ledgerLines, parseLedger, reapplyErasures } from "./ledger";
import { sweep } from "./sweep";

const USAGE = `Usage:
  npm run privacy -- sweep [--as-of YYYY-MM-DD]
  npm run privacy -- affected --since <ISO date> [--until <ISO date>]
  npm run privacy -- erasures
  npm run privacy -- reapply-erasures --from <ledger or API log file>`;

const COMMANDS = ["sweep", "affected", "erasures", "reapply-erasures"] as const;

export interface PrivacyCliIo {
  env: Record<string, string | undefined>;
  out: (text: string) => void;
  err: (text: string) => void;
}

/** An ISO date or date-time as ISO UTC with milliseconds, or null. */
function isoTime(raw: string | undefined): string | null {
  if (!raw || !/^\d{4}-\d{2}-\d{2}(T.*)?$/.test(raw.trim())) return null;
  const time = Date.parse(raw.trim());
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export async function runPrivacyCli(argv: string[], io: PrivacyCliIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  const parse = () =>
    parseArgs({
      args: argv,
      allowPositionals: true,
      options: { "as-of": { type: "string" }, since: { type: "string" }, until: { type: "string" }, from: { type: "string" } },
    });
  try {
    parsed = parse();
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsed;
  const command = positionals.length === 1 ? (COMMANDS as readonly string[]).find((c) => c === positionals[0]) : undefined;
  if (!command) {
    io.err(`${USAGE}\n`);
    return 2;
  }
  let ledger: ErasedLead[] = [];
  if (command === "reapply-erasures") {
    if (!values.from) {
      io.err(`--from: the erasure ledger (from npm run privacy -- erasures) or the API's log\n${USAGE}\n`);
      return 2;
    }
    try {
      ledger = parseLedger(fs.readFileSync(values.from, "utf8"));
    } catch (error) {
      io.err(`--from: ${(error as Error).message}\n`);
      return 2;
    }
  }
  const asOf = values["as-of"] ?? todayUtc();
  if (command === "sweep" && (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || isoTime(asOf)?.slice(0, 10) !== asOf)) {
    io.err(`--as-of: a day such as 2027-05-31, got "${asOf}"\n${USAGE}\n`);
    return 2;
  }
  const since = isoTime(values.since);
  const until = values.until === undefined ? new Date().toISOString() : isoTime(values.until);
  if (command === "affected" && (!since || !until || since >= until)) {
    io.err(`--since (and --until, default now) must be ISO dates such as 2026-11-01 or 2026-11-01T09:00:00Z, since before until\n${USAGE}\n`);
    return 2;
  }

  let config;
  try {
    config = loadConfig(io.env);
  } catch (error) {
    io.err(`${(error as Error).message}\n`);
    return 2;
  }
  const connection = await openDatabase(config);
  try {
    if (command === "sweep") {
      const summary = await sweep(connection.db, config.retention, asOf, "command line");
      const total = PRIVACY_KINDS.reduce((n, k) => n + summary.erased[k.kind], 0);
      io.out(`Erased ${total} leads whose erasure date is before ${asOf}:\n`);
      for (const kind of PRIVACY_KINDS) {
        io.out(`  ${kind.kind.padEnd(13)} ${String(summary.erased[kind.kind]).padStart(6)}  (kept ${config.retention[kind.kind]} days after the last change)\n`);
      }
      io.out(`Unconfirmed privacy requests deleted: ${summary.unconfirmedRequests}\n`);
      io.out(`Closed privacy requests deleted (a year after closing): ${summary.closedRequests}\n`);
      io.out(`Privacy mails removed from the outbox: ${summary.privacyMails}\n`);
      if (summary.purged === false) io.out("Warning: the erased values could not yet be removed from the database's files (docs/privacy.md)\n");
      return 0;
    }
    if (command === "erasures") {
      io.out(await ledgerLines(connection.db));
      return 0;
    }
    if (command === "reapply-erasures") {
      const result = await reapplyErasures(connection.db, ledger, "restore (command line)");
      const total = PRIVACY_KINDS.reduce((n, k) => n + result.erased[k.kind], 0);
      io.out(`The ledger lists ${ledger.length} erased leads. Erased again: ${total}\n`);
      for (const kind of PRIVACY_KINDS) io.out(`  ${kind.kind.padEnd(13)} ${String(result.erased[kind.kind]).padStart(6)}\n`);
      io.out(`Already erased here: ${result.alreadyErased}\n`);
      io.out(`Not here (no such lead, or a lead of another month): ${result.notFound}\n`);
      return 0;
    }
    io.out(affectedCsv(await affectedPeople(connection.db, { since: since as string, until: until as string })));
    return 0;
  } finally {
    await connection.close();
  }
}

if (require.main === module) {
  runPrivacyCli(process.argv.slice(2), {
    env: process.env,
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
