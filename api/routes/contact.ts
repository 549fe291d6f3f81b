/** POST /contactus: a contact-form message, validated with the site's own rules and stored. */
import type { FastifyInstance } from "fastify";
import { validateContact } from "../../shared/validation";
import { CONTACT_FIELDS } from "../../shared/wire";
import type { ApiContext } from "../context";
import { leadVisitor, type LeadVisitor } from "../analytics/attribution";
import type { ContactInput } from "../store/contacts";
import { GroupCommit } from "../store/group-commit";
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
  // The messages and their mails to Sales commit together, in groups: the messages that arrive while
  // one group is written go in the next, one transaction for all (issue 28 §6). Each visitor still
  // hears 201 only once their own message is committed.
  // Each message's source (issue 31) is found and written in the same transaction.
  const messages = new GroupCommit<{ contact: ContactInput; noticeVersion: string | null; visitor: LeadVisitor }, number>((contacts) =>
    store.transaction(async (tx) => {
      const ids = await tx.contacts.insertMany(contacts);
      if (ids.length !== contacts.length) throw new Error("the contacts insert returned a different number of rows");
      await tx.notifications.enqueueMany(contacts.map(({ contact }, i) => ({ kind: "enquiry" as const, leadId: ids[i], lead: contact })));
      await tx.leadSources.record("enquiries", contacts.map(({ visitor }, i) => ({ leadId: ids[i], visitor })));
      return ids;
    }),
  );
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
      // Who the visitor is today (the day's hash; no query): the group finds their visit and writes its source.
      const visitor = await leadVisitor(store.db, request);
      // The message and its mail to Sales commit together; the worker sends it, the visitor never waits.
      await messages.add({ contact: values, noticeVersion: noticeVersion, visitor });
      notifier.nudge();
      return reply.code(201).send(SUCCESS);
    },
  );
}
