/** The job_applications table; resume_file is a generated name inside the upload folder. */
import type { Db } from "./db";

export interface ApplicationInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
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
  const insert = db.prepare<ApplicationInput>(
    `INSERT INTO job_applications (first_name, last_name, email, phone_number, address, description,
       job_title, job_location, resume_file, resume_original_name, resume_type, resume_size)
     VALUES (@firstName, @lastName, @email, @phoneNumber, @address, @description,
       @jobTitle, @jobLocation, @resumeFile, @resumeOriginalName, @resumeType, @resumeSize)`,
  );
  const list = db.prepare<[], ApplicationRow>(
    `SELECT id, first_name AS firstName, last_name AS lastName, email, phone_number AS phoneNumber,
            address, description, job_title AS jobTitle, job_location AS jobLocation,
            resume_file AS resumeFile, resume_original_name AS resumeOriginalName,
            resume_type AS resumeType, resume_size AS resumeSize, created_at AS createdAt
     FROM job_applications ORDER BY id`,
  );
  const count = db.prepare<[], { n: number }>("SELECT count(*) AS n FROM job_applications");
  return {
    insert: (application: ApplicationInput): number =>
      Number(insert.run(application).lastInsertRowid),
    list: (): ApplicationRow[] => list.all(),
    count: (): number => count.get()?.n ?? 0,
  };
}
