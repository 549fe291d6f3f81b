/**
 * Privacy requests in the `privacy_requests` table (issue 25): made from the public form, confirmed by
 * the mailed one-use link (only the token's SHA-256 is stored), answered by staff within 30 days.
 */
import { createHash, randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../store/db";
import { domainsOf, mailboxOf } from "./mailbox";
import type { PrivacyRequestStatus, PrivacyRequestType } from "./schema";

export const REQUEST_TYPES: readonly PrivacyRequestType[] = ["access", "correction", "erasure"];
export const REQUEST_STATUSES: readonly PrivacyRequestStatus[] = ["unconfirmed", "open", "done", "refused"];
export const TOKEN_TTL_MS = 24 * 60 * 60_000;
export const DUE_DAYS = 30;
/** More unconfirmed requests than this for one mailbox within a day are answered the same but not stored. */
export const MAX_UNCONFIRMED_PER_DAY = 3;

export interface PrivacyRequestRecord {
  id: number;
  email: string;
  type: PrivacyRequestType;
  details: string;
  status: PrivacyRequestStatus;
  createdAt: string;
  confirmedAt: string | null;
  dueAt: string | null;
  overdue: boolean;
  closedAt: string | null;
  note: string;
  erasedAt: string | null;
}

export const tokenDigest = (token: string): string => createHash("sha256").update(token).digest("hex");

const COLUMNS = ["id", "email", "type", "details", "status", "created_at", "confirmed_at", "closed_at", "note", "erased_at"] as const;

type Row = {
  id: number;
  email: string;
  type: PrivacyRequestType;
  details: string;
  status: PrivacyRequestStatus;
  created_at: string;
  confirmed_at: string | null;
  closed_at: string | null;
  note: string;
  erased_at: string | null;
};

export function toRecord(row: Row, now = Date.now()): PrivacyRequestRecord {
  const dueAt = row.confirmed_at ? new Date(Date.parse(row.confirmed_at) + DUE_DAYS * 86_400_000).toISOString() : null;
  return {
    id: Number(row.id),
    email: row.email,
    type: row.type,
    details: row.details,
    status: row.status,
    createdAt: row.created_at,
    confirmedAt: row.confirmed_at,
    dueAt,
    overdue: row.status === "open" && dueAt !== null && Date.parse(dueAt) < now,
    closedAt: row.closed_at,
    note: row.note,
    erasedAt: row.erased_at,
  };
}

/**
 * How many unconfirmed requests from the last day went to the mailbox `email` is delivered to (so
 * `name+1@…`, `Name@…` and, on Gmail, `n.ame@googlemail.com` count as one; mailbox.ts). The rows of the
 * mailbox's domain are read and compared here: the cap keeps them few.
 */
async function unconfirmedForMailbox(db: Db, email: string, now: number): Promise<number> {
  const mailbox = mailboxOf(email);
  const rows = await db
    .selectFrom("privacy_requests")
    .select("email")
    .where("status", "=", "unconfirmed")
    .where("created_at", ">=", new Date(now - 86_400_000).toISOString())
    .where((eb) => eb.or(domainsOf(mailbox).map((domain) => sql<boolean>`lower(email) like ${`%@${domain.replace(/[\\%_]/g, (c) => `\\${c}`)}`} escape '\\'`)))
    .execute();
  return rows.filter((row) => mailboxOf(row.email) === mailbox).length;
}

export function privacyRequests(db: Db) {
  return {
    /**
     * Stores an unconfirmed request and returns its id and the link's token, or null when the address
     * already has MAX_UNCONFIRMED_PER_DAY unconfirmed requests from the last day (a mail-bombing guard).
     */
    create: async (input: { email: string; type: PrivacyRequestType; details: string }, now = Date.now()) => {
      if ((await unconfirmedForMailbox(db, input.email, now)) >= MAX_UNCONFIRMED_PER_DAY) return null;
      const token = randomBytes(32).toString("base64url");
      const row = await db
        .insertInto("privacy_requests")
        .values({
          email: input.email,
          type: input.type,
          details: input.details,
          token_hash: tokenDigest(token),
          token_expires_at: now + TOKEN_TTL_MS,
          created_at: new Date(now).toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id: Number(row.id), token };
    },
    /** Confirms the request a live token belongs to (the token then stops working); null otherwise. */
    confirm: async (token: string, now = Date.now()): Promise<PrivacyRequestRecord | null> => {
      if (!token || token.length > 200) return null;
      const row = await db
        .updateTable("privacy_requests")
        .set({ status: "open", confirmed_at: new Date(now).toISOString(), token_hash: null, token_expires_at: null })
        .where("token_hash", "=", tokenDigest(token))
        .where("status", "=", "unconfirmed")
        .where("token_expires_at", ">", now)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row ? toRecord(row as Row, now) : null;
    },
    byId: async (id: number): Promise<PrivacyRequestRecord | null> => {
      const row = await db.selectFrom("privacy_requests").select(COLUMNS).where("id", "=", id).executeTakeFirst();
      return row ? toRecord(row as Row) : null;
    },
    /** Open requests first, soonest due (so overdue) first; then the rest, newest first. */
    page: async (page: number, size: number, status: string | null) => {
      let base = db.selectFrom("privacy_requests");
      if (status) base = base.where("status", "=", status as PrivacyRequestStatus);
      const rows = await base
        .select(COLUMNS)
        .orderBy(sql`case when status = 'open' then 0 else 1 end`)
        .orderBy(sql`case when status = 'open' then confirmed_at else null end`)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(size)
        .offset((page - 1) * size)
        .execute();
      const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
      return { items: rows.map((row) => toRecord(row as Row)), total: Number(n) };
    },
    /** Closes an open request; an erasure request that is done keeps no address or details after this. */
    close: async (id: number, outcome: { status: "done" | "refused"; note: string; by: string }, forget: boolean) => {
      const row = await db
        .updateTable("privacy_requests")
        .set({
          status: outcome.status,
          note: outcome.note,
          closed_at: new Date().toISOString(),
          closed_by: outcome.by,
          ...(forget ? { email: "", details: "" } : {}),
        })
        .where("id", "=", id)
        .where("status", "=", "open")
        .returning(COLUMNS)
        .executeTakeFirst();
      return row ? toRecord(row as Row) : null;
    },
    markErased: async (id: number) => {
      await db.updateTable("privacy_requests").set({ erased_at: new Date().toISOString() }).where("id", "=", id).execute();
    },
  };
}
