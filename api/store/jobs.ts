/** The jobs table: current openings, shaped as the site's GET /jobVacancies expects. */
import type { JobVacancy } from "../../shared/wire";
import type { Db } from "./db";

/** One opening, the same shape the site reads (spec §3). */
export type Job = JobVacancy;

export type JobInput = Omit<Job, "id">;

type JobRecord = Omit<Job, "job_types"> & { job_types: string };

export function jobsTable(db: Db) {
  const insert = db.prepare<Omit<JobRecord, "id">>(
    `INSERT INTO jobs (job_title, location, experience, job_details, job_html, job_types)
     VALUES (@job_title, @location, @experience, @job_details, @job_html, @job_types)`,
  );
  const list = db.prepare<[], JobRecord>(
    "SELECT id, job_title, location, experience, job_details, job_html, job_types FROM jobs ORDER BY id",
  );
  const count = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM jobs");
  return {
    insert: (job: JobInput): number =>
      Number(insert.run({ ...job, job_types: JSON.stringify(job.job_types) }).lastInsertRowid),
    list: (): Job[] =>
      list.all().map((row) => ({ ...row, job_types: JSON.parse(row.job_types) as string[] })),
    count: (): number => count.get()?.n ?? 0,
  };
}
