/** The case_study_downloads table: people who asked for a case-study PDF. */
import type { Person } from "../../shared/wire";
import { countRows } from "./contacts";
import type { Db } from "./db";
import { PERSON_COLUMNS, personValues } from "./person";

export interface DownloadInput extends Person {
  caseStudyName: string;
  pdf: string;
}

export interface DownloadRow extends DownloadInput {
  id: number;
  createdAt: string;
}

export function downloadsTable(db: Db) {
  return {
    insert: async (download: DownloadInput): Promise<number> => {
      const row = await db
        .insertInto("case_study_downloads")
        .values({
          ...personValues(download),
          case_study_name: download.caseStudyName,
          pdf: download.pdf,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    list: (): Promise<DownloadRow[]> =>
      db
        .selectFrom("case_study_downloads")
        .select([
          "id",
          ...PERSON_COLUMNS,
          "case_study_name as caseStudyName",
          "pdf",
          "created_at as createdAt",
        ])
        .orderBy("id")
        .execute(),
    count: () => countRows(db, "case_study_downloads"),
  };
}
