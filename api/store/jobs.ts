/** The jobs table: current openings, shaped as the site's GET /jobVacancies expects. */
import { siteDay } from "../../shared/notice-version";
import type { JobVacancy } from "../../shared/wire";
import { countRows } from "./contacts";
import type { Db } from "./db";

/** One opening, the same shape the site reads (spec §3). */
export type Job = JobVacancy;

export type JobInput = Omit<Job, "id">;

const now = (): string => new Date().toISOString();

/**
 * Today's date in Asia/Kolkata (`YYYY-MM-DD`) at `at`. A job's closing day has ended once this is later
 * than its `closes_at`: the comparison works on the stored text, in SQL and in code alike.
 */
export const kolkataDay = siteDay;

/** True once the end of `closesAt` (23:59:59.999 IST) has passed at `at`. */
export const closingDayEnded = (closesAt: string | null, at: Date): boolean => closesAt !== null && closesAt < kolkataDay(at);

export function jobsTable(db: Db) {
  return {
    insert: async (job: JobInput): Promise<number> => {
      const row = await db
        .insertInto("jobs")
        .values({ ...job, job_types: JSON.stringify(job.job_types), created_at: now(), updated_at: now() })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /**
     * The open jobs: what visitors see (closed ones only in the staff console). A job whose closing day
     * has ended at `at` is left out here, whether or not the periodic check has closed it yet.
     */
    list: async (at: Date = new Date()): Promise<Job[]> => {
      const rows = await db
        .selectFrom("jobs")
        .select(["id", "job_title", "location", "experience", "job_details", "job_html", "job_types"])
        .where("status", "=", "open")
        .where((eb) => eb.or([eb("closes_at", "is", null), eb("closes_at", ">=", kolkataDay(at))]))
        .orderBy("id")
        .execute();
      return rows.map((row) => ({ ...row, job_types: JSON.parse(row.job_types) as string[] }));
    },
    count: () => countRows(db, "jobs"),
  };
}
