/** POST /case_study/store: records who asked for a case-study PDF and answers with its URL. */
import type { FastifyInstance } from "fastify";
import { validateDownload } from "../../shared/validation";
import { DOWNLOAD_FIELDS } from "../../shared/wire";
import { leadVisitor } from "../analytics/attribution";
import type { ApiContext } from "../context";
import { caughtByHoneypot } from "./honeypot";
import { noticeVersionFor } from "./notice-version";
import {
  HONEYPOT,
  SUCCESS,
  bodySchema,
  errorsResponseSchema,
  pick,
  rejectFields,
  toErrorList,
} from "./shared";

export const UNKNOWN_PDF_MESSAGE = "Unknown case study";

export function caseStudyStoreRoute(app: FastifyInstance, { store, pdfs, publicUrl, notifier, privacy }: ApiContext): void {
  app.post(
    "/case_study/store",
    {
      schema: {
        body: bodySchema([...DOWNLOAD_FIELDS, HONEYPOT]),
        response: {
          201: {
            type: "object",
            properties: { status: { type: "string" }, fileURL: { type: "string" } },
          },
          422: errorsResponseSchema,
        },
      },
    },
    async (request, reply) => {
      if (caughtByHoneypot(request, pick(request.body, [HONEYPOT]))) return reply.code(201).send(SUCCESS);
      const values = pick(request.body, DOWNLOAD_FIELDS);
      const errors = toErrorList(validateDownload(values));
      if (!pdfs.has(values.pdf)) errors.push({ field: "pdf", message: UNKNOWN_PDF_MESSAGE });
      if (errors.length) return rejectFields(reply, errors);
      const noticeVersion = await noticeVersionFor(request, privacy.noticeVersions);
      const visitor = await leadVisitor(store.db, request);
      await store.transaction(async (tx) => {
        const id = await tx.downloads.insert(values, noticeVersion);
        await tx.notifications.enqueue({ kind: "download", leadId: id, lead: values });
        await tx.leadSources.record("downloads", [{ leadId: id, visitor }]);
      });
      notifier.nudge();
      const fileURL = `${publicUrl}/CaseStudy/${encodeURIComponent(values.pdf)}.pdf`;
      return reply.code(201).send({ ...SUCCESS, fileURL });
    },
  );
}
