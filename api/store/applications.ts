/** The job_applications table; resume_file names the résumé's bytes in the files table. */
import type { Person } from "../../shared/wire";
import { countRows } from "./contacts";
import type { Db } from "./db";
import { PERSON_COLUMNS, personValues } from "./person";

export interface ApplicationInput extends Person {
  address: string;
  description: string;
  jobTitle: string;
  jobLocation: string;
  resumeFile: string;
  resumeOriginalName: string;
  resumeType: string;
  resumeSize: number;
}

export interface ApplicationRow extends ApplicationInput {
  id: number;
  createdAt: string;
}

export function applicationsTable(db: Db) {
  return {
    /** `noticeVersion`: the privacy notice the visitor saw (issue 25); null when the form did not say. */
    insert: async (application: ApplicationInput, noticeVersion?: string | null): Promise<number> => {
      const row = await db
        .insertInto("job_applications")
        .values({
          notice_version: noticeVersion ?? null,
          ...personValues(application),
          address: application.address,
          description: application.description,
          job_title: application.jobTitle,
          job_location: application.jobLocation,
          resume_file: application.resumeFile,
          resume_original_name: application.resumeOriginalName,
          resume_type: application.resumeType,
          resume_size: application.resumeSize,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return row.id;
    },
    list: (): Promise<ApplicationRow[]> =>
      db
        .selectFrom("job_applications")
        .select([
          "id",
          ...PERSON_COLUMNS,
          "address",
          "description",
          "job_title as jobTitle",
          "job_location as jobLocation",
          "resume_file as resumeFile",
          "resume_original_name as resumeOriginalName",
          "resume_type as resumeType",
          "resume_size as resumeSize",
          "created_at as createdAt",
        ])
        .where("erased_at", "is", null)
        .orderBy("id")
        .execute(),
    count: () => countRows(db, "job_applications"),
    /** An application's résumé: its bytes, the visitor's file name and the detected type. */
    resume: async (id: number): Promise<{ bytes: Buffer; fileName: string; type: string } | null> => {
      const row = await db
        .selectFrom("job_applications")
        .innerJoin("files", (join) =>
          join.onRef("files.name", "=", "job_applications.resume_file").on("files.kind", "=", "resume"),
        )
        .select(["files.bytes", "job_applications.resume_original_name", "job_applications.resume_type"])
        .where("job_applications.id", "=", id)
        .executeTakeFirst();
      return row
        ? { bytes: Buffer.from(row.bytes), fileName: row.resume_original_name, type: row.resume_type }
        : null;
    },
  };
}
