/** POST /contactus: a contact-form message, validated with the site's own rules and stored. */
import type { FastifyInstance } from "fastify";
import { validateContact } from "../../shared/validation";
import { CONTACT_FIELDS } from "../../shared/wire";
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
  successResponseSchema,
  toErrorList,
} from "./shared";

export function contactRoute(app: FastifyInstance, { store, notifier, privacy }: ApiContext): void {
  app.post(
    "/contactus",
    {
      schema: {
        body: bodySchema([...CONTACT_FIELDS, HONEYPOT]),
        response: { 201: successResponseSchema, 422: errorsResponseSchema },
      },
    },
    async (request, reply) => {
      if (caughtByHoneypot(request, pick(request.body, [HONEYPOT]))) return reply.code(201).send(SUCCESS);
      const values = pick(request.body, CONTACT_FIELDS);
      const errors = toErrorList(validateContact(values));
      if (errors.length) return rejectFields(reply, errors);
      const noticeVersion = await noticeVersionFor(request, privacy.noticeVersions);
      // The message and its mail to Sales commit together; the worker sends it, the visitor never waits.
      await store.transaction(async (tx) => {
        const id = await tx.contacts.insert(values, noticeVersion);
        await tx.notifications.enqueue({ kind: "enquiry", leadId: id, lead: values });
      });
      notifier.nudge();
      return reply.code(201).send(SUCCESS);
    },
  );
}
