/** What the privacy tests share (issue 25): a server mailing a loopback SMTP server, requests, a search of every stored value. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import type { ServerOptions } from "../../api/server";
import type { Engine } from "../../api/store";
import { startServer, postJson, type TestServer } from "./helpers";
import { SITE, settingsFor } from "./notify/lead-mail";
import { startMailServer, type TestMailServer } from "./notify/mail-server";
import { allVersions, siteDay, versionInForce, type NoticeVersions } from "../../shared/notice-version";

const NOTICE = (JSON.parse(readFileSync(path.join(__dirname, "../../data/privacy.json"), "utf8")) as { privacy: NoticeVersions }).privacy;
/** The privacy notice's version in force today (data/privacy.json): what a lead sent without a header records. */
export const NOTICE_IN_FORCE = versionInForce(allVersions(NOTICE), siteDay(new Date()))?.version ?? null;

export { SITE };

export interface PrivacyWorld {
  server: TestServer;
  smtp: TestMailServer;
  close: () => Promise<void>;
}

/** A server whose mails go to a real SMTP server on loopback; no daily sweep unless asked. */
export async function privacyWorld(engine: Engine, overrides: Partial<ServerOptions> = {}): Promise<PrivacyWorld> {
  const smtp = await startMailServer();
  const server = await startServer(engine, {
    notify: settingsFor(smtp.url),
    notifyWorker: { pollMs: 50 },
    privacySweepEveryMs: null,
    ...overrides,
  });
  return {
    server,
    smtp,
    close: async () => {
      await server.close();
      await smtp.close();
    },
  };
}

/** The mails the SMTP server accepted for one address. */
export const mailsTo = (smtp: TestMailServer, address: string) =>
  smtp.received.filter(({ envelope }) => envelope.to.map((to) => to.toLowerCase()).includes(address.toLowerCase()));

/** Resolves with the mails to `address` once there are `count` of them. */
export async function waitForMails(smtp: TestMailServer, address: string, count: number) {
  const deadline = Date.now() + 15_000;
  while (mailsTo(smtp, address).length < count) {
    if (Date.now() > deadline) throw new Error(`fewer than ${count} mails for ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return mailsTo(smtp, address);
}

/** The token in the newest confirmation link mailed to `address`, waiting for it to arrive. */
export async function confirmationToken(smtp: TestMailServer, address: string, nth = 1): Promise<string> {
  const text = (await waitForMails(smtp, address, nth))[nth - 1].mail.text ?? "";
  const match = /\/privacy\/confirm\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return decodeURIComponent(match[1]);
}

/** Makes a request and confirms it through the mailed link; resolves with the request's id. */
export async function confirmedRequest(world: PrivacyWorld, email: string, type = "erasure", nth = 1): Promise<number> {
  const made = await postJson(world.server.base, "/privacy-requests", { email, type });
  if (made.status !== 202) throw new Error(`request: ${made.status}`);
  const token = await confirmationToken(world.smtp, email, nth);
  const confirmed = await postJson(world.server.base, "/privacy-requests/confirm", { token });
  if (confirmed.status !== 200) throw new Error(`confirm: ${confirmed.status}`);
  const [row] = await world.server.rows<{ id: number }>(`SELECT max(id) AS id FROM privacy_requests`);
  return Number(row.id);
}

/** Every table of the store (both engines). */
async function tableNames(server: TestServer): Promise<string[]> {
  const query =
    server.engine === "sqlite"
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public'`;
  return (await query.execute(server.db)).rows.map((row) => row.name);
}

/**
 * Where any of the values is stored: every column of every row of every table, text compared without
 * regard to case, bytes searched for the value's UTF-8 and UTF-16 forms. Answers "table.column" hits.
 */
export async function findAnywhere(server: TestServer, values: readonly string[]): Promise<string[]> {
  const hits = new Set<string>();
  const needles = values.map((value) => value.toLowerCase());
  for (const table of await tableNames(server)) {
    const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(server.db)).rows;
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue;
        if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
          const bytes = Buffer.from(value);
          const text = bytes.toString("latin1").toLowerCase();
          const wide = bytes.toString("utf16le").toLowerCase();
          if (needles.some((needle) => text.includes(needle) || wide.includes(needle) || bytes.includes(Buffer.from(needle)))) {
            hits.add(`${table}.${column}`);
          }
        } else if (needles.some((needle) => String(value).toLowerCase().includes(needle))) {
          hits.add(`${table}.${column}`);
        }
      }
    }
  }
  return [...hits].sort();
}
