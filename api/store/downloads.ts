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
    /** `noticeVersion`: the privacy notice the visitor saw (issue 25); null when the form did not say. */
    insert: async (download: DownloadInput, noticeVersion?: string | null): Promise<number> => {
      const row = await db
        .insertInto("case_study_downloads")
        .values({
          notice_version: noticeVersion ?? null,
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
        .where("erased_at", "is", null)
        .orderBy("id")
        .execute(),
    count: () => countRows(db, "case_study_downloads"),
  };
}
