/**
 * A second API process's notification worker, for the two-process test: opens the SQLite file given
 * as the first argument, sends through the SMTP URL given as the second, and prints one line per mail
 * it sent. Stops on SIGTERM.
 */
import Database from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { startNotifications, type OutboxTables } from "../../../api/notify";
import { loadNotifySettings } from "../../../api/notify/settings";

async function main(): Promise<void> {
  const [file, smtpUrl] = process.argv.slice(2);
  const database = new Database(file);
  database.pragma("busy_timeout = 5000");
  const db = new Kysely<OutboxTables>({ dialect: new SqliteDialect({ database }) });
  const quiet = () => undefined;
  const notifier = await startNotifications({
    db,
    engine: "sqlite",
    log: {
      info: (_, message) => {
        if (message === "notification sent") process.stdout.write("sent\n");
      },
      warn: quiet,
      error: (object, message) => process.stderr.write(`${message} ${JSON.stringify(object)}\n`),
    },
    readResume: async () => null,
    settings: loadNotifySettings({ SMTP_URL: smtpUrl, NOTIFY_SALES: "sales@moon.example" }),
    worker: { pollMs: 10 },
  });
  process.stdout.write("ready\n");
  // The worker's timers do not hold a process open (the API's HTTP server does); this stands for it.
  const alive = setInterval(() => undefined, 60_000);
  process.once("SIGTERM", () => {
    clearInterval(alive);
    notifier
      .stop()
      .then(() => db.destroy())
      .then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
