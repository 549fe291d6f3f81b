/** The case_study_downloads table: people who asked for a case-study PDF. */
import type { Db } from "./db";

export interface DownloadInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  caseStudyName: string;
  pdf: string;
}

export interface DownloadRow extends DownloadInput {
  id: number;
  createdAt: string;
}

export function downloadsTable(db: Db) {
  const insert = db.prepare<DownloadInput>(
    `INSERT INTO case_study_downloads (first_name, last_name, email, phone_number, case_study_name, pdf)
     VALUES (@firstName, @lastName, @email, @phoneNumber, @caseStudyName, @pdf)`,
  );
  const list = db.prepare<[], DownloadRow>(
    `SELECT id, first_name AS firstName, last_name AS lastName, email, phone_number AS phoneNumber,
            case_study_name AS caseStudyName, pdf, created_at AS createdAt
     FROM case_study_downloads ORDER BY id`,
  );
  const count = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM case_study_downloads");
  return {
    insert: (download: DownloadInput): number => Number(insert.run(download).lastInsertRowid),
    list: (): DownloadRow[] => list.all(),
    count: (): number => count.get()?.n ?? 0,
  };
}
