/**
 * Reads the job-application multipart body: known text fields, and the `resume` file read into
 * memory (the multipart limit stops it at RESUME_MAX_BYTES). Unknown fields and extra files are
 * read past and dropped. Also: telling a body the parser could not read (no boundary, a part cut
 * off) from a limit or a server fault, for every multipart route (this one and the staff uploads).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { APPLICATION_FIELDS } from "../../shared/wire";
import { HONEYPOT } from "./shared";

export const MALFORMED_MULTIPART_MESSAGE =
  "The form data could not be read: it has no multipart boundary or ends in the middle of a part. Send the form again.";

/**
 * True for an error the multipart parser (busboy) raised over the body itself: "Boundary not
 * found", "Unexpected end of multipart data", a part "terminated early", a boundary too long. The
 * plugin's own errors (limits, a closed request) carry a status code and keep it; nothing else runs
 * while parts are read, so any other error there is the parser's. The client's fault: 400, not 500.
 */
export function isMalformedMultipart(error: unknown): boolean {
  return error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode !== "number";
}

/** The 400 answer for a body the parser could not read. */
export function rejectMalformed(reply: FastifyReply): FastifyReply {
  return reply.code(400).send({ statusCode: 400, error: "Bad Request", message: MALFORMED_MULTIPART_MESSAGE });
}

const TEXT_FIELDS: ReadonlySet<string> = new Set([...APPLICATION_FIELDS, HONEYPOT]);

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
      body.resume = { bytes: await part.toBuffer(), originalName: part.filename.replaceAll("\u0000", "").slice(0, 255) };
    } else if (TEXT_FIELDS.has(part.fieldname) && typeof part.value === "string") {
      body.fields[part.fieldname] = part.value;
    }
  }
  return body;
}
