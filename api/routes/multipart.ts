/**
 * Reads the job-application multipart body: known text fields, and the `resume` file read into
 * memory (the multipart limit stops it at RESUME_MAX_BYTES). Unknown fields and extra files are
 * read past and dropped.
 */
import type { FastifyRequest } from "fastify";
import { APPLICATION_FIELDS } from "../../shared/wire";
import { HONEYPOT, NOTICE_VERSION } from "./shared";

const TEXT_FIELDS: ReadonlySet<string> = new Set([...APPLICATION_FIELDS, HONEYPOT, NOTICE_VERSION]);

export interface ReceivedFile {
  bytes: Buffer;
  originalName: string;
}

export interface ApplicationBody {
  fields: Record<string, string>;
  resume: ReceivedFile | null;
}

/** Parses the body; a file over the size limit rejects with FST_REQ_FILE_TOO_LARGE. */
export async function readApplication(request: FastifyRequest): Promise<ApplicationBody> {
  const body: ApplicationBody = { fields: {}, resume: null };
  for await (const part of request.parts()) {
    if (part.type === "file") {
      if (part.fieldname !== "resume" || body.resume) {
        part.file.resume(); // not ours: read past it without storing
        continue;
      }
      body.resume = { bytes: await part.toBuffer(), originalName: part.filename.slice(0, 255) };
    } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === "string") {
      body.fields[part.fieldname] = part.value;
    }
  }
  return body;
}
