/**
 * Reads the job-application multipart body: known text fields, and the `resume` file streamed to a
 * temporary file. Unknown fields and extra files are read past and dropped.
 */
import type { FastifyRequest } from "fastify";
import { discard, receiveToTemp } from "../uploads";
import { HONEYPOT, type FieldName } from "./shared";

export const APPLICATION_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phoneNumber",
  "address",
  "description",
  "jobTitle",
  "jobLocation",
] as const satisfies readonly FieldName[];

const TEXT_FIELDS: ReadonlySet<string> = new Set([...APPLICATION_FIELDS, HONEYPOT]);

export interface ReceivedFile {
  /** Temporary path inside the upload folder; the caller must commit or discard it. */
  temp: string;
  originalName: string;
  /** True when the file hit the size limit and was cut short. */
  truncated: boolean;
}

export interface ApplicationBody {
  fields: Record<string, string>;
  resume: ReceivedFile | null;
}

/** Parses the body. On any error the temporary file is removed before the error is rethrown. */
export async function readApplication(request: FastifyRequest, uploadDir: string): Promise<ApplicationBody> {
  const body: ApplicationBody = { fields: {}, resume: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "resume" || body.resume) {
          part.file.resume(); // not ours: read past it without storing
          continue;
        }
        const temp = await receiveToTemp(part.file, uploadDir);
        body.resume = { temp, originalName: part.filename.slice(0, 255), truncated: part.file.truncated };
      } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === "string") {
        body.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (body.resume) discard(body.resume.temp);
    throw error;
  }
  return body;
}
