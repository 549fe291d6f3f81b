/** The case_study_downloads table: people who asked for a case-study PDF. */
import { countRows } from "./contacts";
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
  return {
    insert: async (download: DownloadInput): Promise<number> => {
      const row = await db
        .insertInto("case_study_downloads")
        .values({
          first_name: download.firstName,
          last_name: download.lastName,
          email: download.email,
          phone_number: download.phoneNumber,
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
          "first_name as firstName",
          "last_name as lastName",
          "email",
          "phone_number as phoneNumber",
          "case_study_name as caseStudyName",
          "pdf",
          "created_at as createdAt",
        ])
        .orderBy("id")
        .execute(),
    count: () => countRows(db, "case_study_downloads"),
  };
}
