/**
 * POST /jobapplication (multipart). The resume is judged by its bytes and stored under a generated
 * name; the file move and the row insert commit together or not at all.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyError, FastifyInstance } from "fastify";
import { validateApplication } from "../../shared/validation";
import type { ApiContext } from "../context";
import {
  RESUME_SIZE_MESSAGE,
  RESUME_TYPE_MESSAGE,
  commitUpload,
  discard,
  sniffResume,
  storedName,
} from "../uploads";
import { caughtByHoneypot } from "./honeypot";
import { APPLICATION_FIELDS, readApplication, type ApplicationBody } from "./multipart";
import {
  FIELD_LIMITS,
  SUCCESS,
  errorsResponseSchema,
  messageResponseSchema,
  pick,
  rejectFields,
  successResponseSchema,
  toErrorList,
  tooLong,
  type FieldError,
} from "./shared";

const isFileTooLarge = (error: unknown): boolean =>
  (error as FastifyError | null)?.code === "FST_REQ_FILE_TOO_LARGE";

const sizeError: FieldError = { field: "resume", message: RESUME_SIZE_MESSAGE };

export function jobApplicationRoute(app: FastifyInstance, { store, uploadDir }: ApiContext): void {
  app.post(
    "/jobapplication",
    {
      schema: {
        response: { 201: successResponseSchema, 415: messageResponseSchema, 422: errorsResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply.code(415).send({
          statusCode: 415,
          error: "Unsupported Media Type",
          message: "Send the application as multipart/form-data",
        });
      }
      let body: ApplicationBody;
      try {
        body = await readApplication(request, uploadDir);
      } catch (error) {
        if (isFileTooLarge(error)) return rejectFields(reply, [sizeError]);
        throw error;
      }
      const { fields, resume } = body;
      try {
        if (caughtByHoneypot(request, fields)) return reply.code(201).send(SUCCESS);
        if (resume?.truncated) return rejectFields(reply, [sizeError]);

        const values = pick(fields, APPLICATION_FIELDS);
        const tooLongFields = APPLICATION_FIELDS.filter((f) => values[f].length > FIELD_LIMITS[f]);
        const errors = toErrorList({
          ...validateApplication({ ...values, resume }),
          ...Object.fromEntries(tooLongFields.map((f) => [f, tooLong(FIELD_LIMITS[f])])),
        });
        const bytes = resume ? await fs.promises.readFile(resume.temp) : null;
        const kind = bytes ? sniffResume(bytes) : null;
        if (resume && !kind) errors.push({ field: "resume", message: RESUME_TYPE_MESSAGE });
        if (errors.length || !resume || !bytes || !kind) return rejectFields(reply, errors);

        const resumeFile = storedName(kind);
        commitUpload(resume.temp, path.join(uploadDir, resumeFile), (move) =>
          store.db.transaction(() => {
            move();
            store.applications.insert({
              ...values,
              resumeFile,
              resumeOriginalName: resume.originalName,
              resumeType: kind.mime,
              resumeSize: bytes.length,
            });
          })(),
        );
        return reply.code(201).send(SUCCESS);
      } finally {
        if (resume) discard(resume.temp); // gone already if committed; removes it on every other path
      }
    },
  );
}
