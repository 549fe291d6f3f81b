/** The jobs table: current openings, shaped as the site's GET /jobVacancies expects. */
import type { JobVacancy } from "../../shared/wire";
import { countRows } from "./contacts";
import type { Db } from "./db";

/** One opening, the same shape the site reads (spec §3). */
export type Job = JobVacancy;

export type JobInput = Omit<Job, "id">;

const now = (): string => new Date().toISOString();

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
    /** The open jobs: what visitors see (closed ones only in the staff console). */
    list: async (): Promise<Job[]> => {
      const rows = await db
        .selectFrom("jobs")
        .select(["id", "job_title", "location", "experience", "job_details", "job_html", "job_types"])
        .where("status", "=", "open")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({ ...row, job_types: JSON.parse(row.job_types) as string[] }));
    },
    count: () => countRows(db, "jobs"),
  };
}
