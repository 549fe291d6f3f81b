/**
 * Sign-in throttling (issue 22 §3.2, after OWASP's Authentication Cheat Sheet, "Protect against automated
 * attacks" and "Account lockout"). Every failed password or second-factor code is recorded with the
 * email (normalised) and the client's IP; three budgets are read from those records:
 *
 * - one email from one client: the 5th failure within 15 minutes locks that email *for that client* for
 *   15 minutes, the right password included. Other clients, the owner's among them, are not locked;
 * - one client across emails: 20 failures within 15 minutes and that client may not try again until
 *   the oldest of them is 15 minutes old (credential stuffing from one address);
 * - one email across clients: from the 10th failure within 15 minutes every try for that email waits
 *   first, 1 s, then twice as long at each further failure, at most 20 s. It slows an attack spread over
 *   many addresses without locking the owner out, and the first time it trips in a window the owner
 *   is mailed (`onAccountTripped`).
 *
 * Unknown emails are counted alike, so no answer tells whether an account exists. Each try is counted
 * before its password or code is checked (see `signInThrottle`), so tries sent at once obey the budgets too.
 */
import type { Db } from "../store/db";
import type { Engine } from "../store/schema";
import { lockedForTry } from "./throttle-lock";

export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_MS = 15 * 60_000;
export const CLIENT_FAILURES = 20;
export const ACCOUNT_SLOWDOWN_AFTER = 10;
export const ACCOUNT_DELAY_FIRST_MS = 1000;
export const ACCOUNT_DELAY_MAX_MS = 20_000;

/** The routes that try a password or a code: POSTs to them count toward the per-IP rate limit (server.ts). */
export const SIGN_IN_ROUTES: ReadonlySet<string> = new Set(["/staff/session", "/staff/session/second-factor"]);

export const LOCKED_MESSAGE = "Too many failed sign-ins for this email. Try again in 15 minutes.";
export const CLIENT_BLOCKED_MESSAGE = "Too many failed sign-ins from your network. Try again later.";

/** The wait before a try for an account with `failures` recent failures across clients. */
export const accountDelay = (failures: number): number =>
  failures < ACCOUNT_SLOWDOWN_AFTER
    ? 0
    : Math.min(ACCOUNT_DELAY_MAX_MS, ACCOUNT_DELAY_FIRST_MS * 2 ** Math.min(failures - ACCOUNT_SLOWDOWN_AFTER, 30));

/**
 * The throttle's answer to a try. Open: the try was counted (`ticket`, its row among the failures)
 * before the password or code is checked; the caller then reports it `failed`, `succeeded`, or
 * `release`s it (right, but forgiving nothing).
 */
export type Gate = { open: true; ticket: number } | { open: false; message: string; retryAfterMs: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const count = async (query: Promise<{ n: number | string | bigint } | undefined>): Promise<number> => Number((await query)?.n ?? 0);

export interface ThrottleOptions {
  /** Called when an email's failures across clients reach the slow-down threshold (once per window). */
  onAccountTripped?: (email: string, failures: number) => Promise<void>;
  /** The clock and the wait (tests). */
  now?: () => number;
  wait?: (ms: number) => Promise<unknown>;
}

/**
 * Tries arriving together (issue 28 §2): each try is written as a failure *before* it is checked, in
 * one transaction locked per email and per client (throttle-lock.ts) that first reads the budgets. So
 * tries still being checked count like failures, and however many arrive at once, at most the budget
 * is ever checked; a right one then takes its row back.
 */
export function signInThrottle(db: Db, engine: Engine, options: ThrottleOptions = {}) {
  const now = options.now ?? Date.now;
  const wait = options.wait ?? sleep;

  const failuresFor = (from: Db, where: { email?: string; client?: string }, since: number) => {
    let query = from
      .selectFrom("staff_sign_in_failures")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("at", ">", since);
    if (where.email !== undefined) query = query.where("email", "=", where.email);
    if (where.client !== undefined) query = query.where("client", "=", where.client);
    return count(query.executeTakeFirst());
  };

  /**
   * This client's failures for this email. A lock-out that has ended forgives the failures that led to
   * it (all older than its end); while one holds, none are counted (it is not lengthened).
   */
  const mine = async (from: Db, email: string, client: string, since: number, lock?: { until: number | string }) =>
    failuresFor(from, { email, client }, lock ? Math.max(since, Number(lock.until) - 1) : since);

  /** Reads the budgets and, if they allow, counts the try: one step, locked for this email and client. */
  const reserve = (email: string, client: string, at: number) =>
    lockedForTry(db, engine, email, client, async (trx): Promise<{ gate: Gate; delay: number }> => {
      const since = at - LOCKOUT_WINDOW_MS;
      const lock = await trx
        .selectFrom("staff_lockouts")
        .select("until")
        .where("email", "=", email)
        .where("client", "=", client)
        .executeTakeFirst();
      if (lock && Number(lock.until) > at) return { gate: { open: false, message: LOCKED_MESSAGE, retryAfterMs: Number(lock.until) - at }, delay: 0 };
      // Tries still being checked count here: when they fail, their lock-out is written.
      if ((await mine(trx, email, client, since, lock)) >= LOCKOUT_FAILURES) {
        return { gate: { open: false, message: LOCKED_MESSAGE, retryAfterMs: LOCKOUT_MS }, delay: 0 };
      }
      if ((await failuresFor(trx, { client }, since)) >= CLIENT_FAILURES) {
        const oldest = await trx
          .selectFrom("staff_sign_in_failures")
          .select((eb) => eb.fn.min("at").as("at"))
          .where("client", "=", client)
          .where("at", ">", since)
          .executeTakeFirst();
        const retryAfterMs = Math.max(1000, Number(oldest?.at ?? at) + LOCKOUT_WINDOW_MS - at);
        return { gate: { open: false, message: CLIENT_BLOCKED_MESSAGE, retryAfterMs }, delay: 0 };
      }
      const before = await failuresFor(trx, { email }, since);
      const row = await trx.insertInto("staff_sign_in_failures").values({ email, client, at }).returning("id").executeTakeFirstOrThrow();
      return { gate: { open: true, ticket: Number(row.id) }, delay: accountDelay(before) };
    });

  return {
    /**
     * Whether `client` may try `email` now; if so, the try is counted. When the account is being slowed
     * down, resolves only after its delay, whatever the outcome of the try will be (a fast answer must
     * not mean "right").
     */
    async gate(email: string, client: string): Promise<Gate> {
      const { gate, delay } = await reserve(email, client, now());
      if (delay > 0) await wait(delay);
      return gate;
    },

    /**
     * The counted try was wrong: its row stays as the failure. May lock the email for this client, and
     * may trip the account's budget.
     */
    async failed(email: string, client: string): Promise<void> {
      const at = now();
      const since = at - LOCKOUT_WINDOW_MS;
      const lock = await db.selectFrom("staff_lockouts").select("until").where("email", "=", email).where("client", "=", client).executeTakeFirst();
      if ((await mine(db, email, client, since, lock)) >= LOCKOUT_FAILURES) {
        await db
          .insertInto("staff_lockouts")
          .values({ email, client, until: at + LOCKOUT_MS })
          .onConflict((oc) => oc.columns(["email", "client"]).doUpdateSet({ until: at + LOCKOUT_MS }))
          .execute();
      }
      const all = await failuresFor(db, { email }, since);
      if (all >= ACCOUNT_SLOWDOWN_AFTER && options.onAccountTripped) await options.onAccountTripped(email, all);
    },

    /** The counted try was right but forgives nothing (a password whose second factor is awaited). */
    async release(ticket: number): Promise<void> {
      await db.deleteFrom("staff_sign_in_failures").where("id", "=", ticket).execute();
    },

    /** A right password (and code) from this client: its failures for the email are forgiven, not others'. */
    async succeeded(email: string, client: string): Promise<void> {
      await db.deleteFrom("staff_sign_in_failures").where("email", "=", email).where("client", "=", client).execute();
      await db.deleteFrom("staff_lockouts").where("email", "=", email).where("client", "=", client).execute();
    },
  };
}

export type SignInThrottle = ReturnType<typeof signInThrottle>;

/** Deletes ended lock-outs and failures older than the window (run now and then). */
export async function sweepThrottle(db: Db, at = Date.now()): Promise<void> {
  await db.deleteFrom("staff_lockouts").where("until", "<=", at).execute();
  await db.deleteFrom("staff_sign_in_failures").where("at", "<=", at - LOCKOUT_WINDOW_MS).execute();
}
