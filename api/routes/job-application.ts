/**
 * POST /jobapplication (multipart). The resume is judged by its bytes and stored in the database
 * under a generated name; the file and the row commit together in one transaction or not at all.
 */
import type { FastifyError, FastifyInstance } from "fastify";
import { validateApplication } from "../../shared/validation";
import { leadVisitor } from "../analytics/attribution";
import type { ApiContext } from "../context";
import { RESUME_SIZE_MESSAGE, RESUME_TYPE_MESSAGE, sniffResume, storedName } from "../uploads";
import { caughtByHoneypot } from "./honeypot";
import { noticeVersionFor } from "./notice-version";
import { APPLICATION_FIELDS } from "../../shared/wire";
import { isMalformedMultipart, readApplication, rejectMalformed, type ApplicationBody } from "./multipart";
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

export function jobApplicationRoute(app: FastifyInstance, { store, notifier, privacy }: ApiContext): void {
  app.post(
    "/jobapplication",
    {
      schema: {
        response: { 201: successResponseSchema, 400: messageResponseSchema, 415: messageResponseSchema, 422: errorsResponseSchema },
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
        body = await readApplication(request);
      } catch (error) {
        if (isFileTooLarge(error)) return rejectFields(reply, [sizeError]);
        if (isMalformedMultipart(error)) return rejectMalformed(reply);
        throw error;
      }
      const { fields, resume } = body;
      if (caughtByHoneypot(request, fields)) return reply.code(201).send(SUCCESS);

      const values = pick(fields, APPLICATION_FIELDS);
      const tooLongFields = APPLICATION_FIELDS.filter((f) => values[f].length > FIELD_LIMITS[f]);
      const errors = toErrorList({
        ...validateApplication({ ...values, resume }),
        ...Object.fromEntries(tooLongFields.map((f) => [f, tooLong(FIELD_LIMITS[f])])),
      });
      const kind = resume ? sniffResume(resume.bytes) : null;
      if (resume && !kind) errors.push({ field: "resume", message: RESUME_TYPE_MESSAGE });
      if (errors.length || !resume || !kind) return rejectFields(reply, errors);

      const noticeVersion = await noticeVersionFor(request, privacy.noticeVersions);
      const resumeFile = storedName(kind);
      const visitor = await leadVisitor(store.db, request);
      await store.transaction(async (tx) => {
        await tx.files.put("resume", { name: resumeFile, contentType: kind.mime, bytes: resume.bytes });
        const id = await tx.applications.insert({
          ...values,
          resumeFile,
          resumeOriginalName: resume.originalName,
          resumeType: kind.mime,
          resumeSize: resume.bytes.length,
        }, noticeVersion);
        // The résumé is not copied: the worker reads its bytes from the store when it sends.
        await tx.notifications.enqueue({ kind: "application", leadId: id, lead: values });
        await tx.leadSources.record("applications", [{ leadId: id, visitor }]);
      });
      notifier.nudge();
      return reply.code(201).send(SUCCESS);
    },
  );
}
