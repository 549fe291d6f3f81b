/**
 * Who a visitor is, for one day only (issue 31): sha256 of the day's random salt, the IP and the user agent,
 * made on the server. Nothing is stored in the browser. The salt is made the first time a day needs it (by
 * whichever instance comes first: the others read that one) and deleted once the day is over
 * (retention.ts), so no hash can be made again or joined across days.
 */
import { createHash, randomBytes } from "node:crypto";
import { siteDay } from "../../shared/notice-version";
import type { Db } from "../store/db";

/** The day's salt, read (or made) once per day per instance. */
let cached: { db: Db; day: string; salt: string } | null = null;

/** The salt of the site day `day` (YYYY-MM-DD), made if the day has none yet. */
export async function saltFor(db: Db, day: string): Promise<string> {
  if (cached && cached.db === db && cached.day === day) return cached.salt;
  let row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirst();
  if (!row) {
    await db
      .insertInto("analytics_salts")
      .values({ day, salt: randomBytes(32).toString("hex") })
      .onConflict((c) => c.column("day").doNothing())
      .execute();
    row = await db.selectFrom("analytics_salts").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
  }
  cached = { db, day, salt: row.salt };
  return row.salt;
}

/** The visitor's hash for the site day of `at`, from the request's IP and user agent. */
export async function visitorHash(db: Db, ip: string, userAgent: string, at: Date): Promise<{ day: string; hash: string }> {
  const day = siteDay(at);
  const salt = await saltFor(db, day);
  const hash = createHash("sha256").update(salt).update("\0").update(ip).update("\0").update(userAgent).digest("hex");
  return { day, hash };
}

/** Forgets the cached salt (tests, and retention after it deletes a day's salt). */
export function forgetSalt(): void {
  cached = null;
}
