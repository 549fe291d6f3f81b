/**
 * The staff side of the not-found tallies (issue 30): a page of paths, most frequent first, each with its
 * referring hosts; removing one (the console's Redirect button does after it saves a redirect); and the
 * 90-day retention the daily privacy sweep runs.
 */
import { addDays } from "../privacy/kinds";
import type { Db } from "../store/db";

/** Rows not seen for this many days are deleted by the daily sweep. */
export const NOT_FOUND_DAYS = 90;

export interface NotFoundReferrer {
  host: string;
  count: number;
}

export interface NotFoundItem {
  id: number;
  path: string;
  count: number;
  firstSeen: string;
  lastSeen: string;
  /** Referring sites' hosts, most frequent first. */
  referrers: NotFoundReferrer[];
}

/** One page: most frequent first, then most recently seen, then by path (a stable order for paging). */
export async function notFoundPage(db: Db, page: number, size: number): Promise<{ items: NotFoundItem[]; total: number }> {
  const rows = await db
    .selectFrom("not_found_paths")
    .select(["id", "path", "count", "first_seen", "last_seen"])
    .orderBy("count", "desc")
    .orderBy("last_seen", "desc")
    .orderBy("path")
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const ids = rows.map((row) => Number(row.id));
  const referrers =
    ids.length === 0
      ? []
      : await db
          .selectFrom("not_found_referrers")
          .select(["path_id", "host", "count"])
          .where("path_id", "in", ids)
          .orderBy("count", "desc")
          .orderBy("host")
          .execute();
  const byPath = new Map<number, NotFoundReferrer[]>();
  for (const row of referrers) {
    const list = byPath.get(Number(row.path_id)) ?? [];
    list.push({ host: row.host, count: Number(row.count) });
    byPath.set(Number(row.path_id), list);
  }
  const { n } = await db.selectFrom("not_found_paths").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      path: row.path,
      count: Number(row.count),
      firstSeen: row.first_seen,
      lastSeen: row.last_seen,
      referrers: byPath.get(Number(row.id)) ?? [],
    })),
    total: Number(n),
  };
}

/** Deletes one path (by id or by path) with its referrers; returns what it deleted, or null. */
export async function removeNotFound(db: Db, by: { id: number } | { path: string }): Promise<{ id: number; path: string; count: number } | null> {
  const query = db.deleteFrom("not_found_paths");
  const row = await ("id" in by ? query.where("id", "=", by.id) : query.where("path", "=", by.path))
    .returning(["id", "path", "count"])
    .executeTakeFirst();
  return row ? { id: Number(row.id), path: row.path, count: Number(row.count) } : null;
}

/** The sweep's part (api/privacy/sweep.ts): paths last seen before `asOf` - NOT_FOUND_DAYS go, with their referrers. */
export async function notFoundRetention(db: Db, asOf: string): Promise<{ deleted: number }> {
  const result = await db.deleteFrom("not_found_paths").where("last_seen", "<", addDays(asOf, -NOT_FOUND_DAYS)).executeTakeFirst();
  return { deleted: Number(result.numDeletedRows) };
}
