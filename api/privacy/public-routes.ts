/**
 * The public privacy routes (issue 25), called by the site's /privacy/request and /privacy/confirm:
 *   POST /privacy-requests {email, type, details?}  → 202, one answer whatever the address
 *   POST /privacy-requests/confirm {token}          → 200 confirmed, 410 unknown/used/expired
 * Both count toward the public POST rate limit. Nothing the person typed is logged.
 */
import type { FastifyInstance } from "fastify";
import { MESSAGES, email as emailRule } from "../../shared/validation";
import type { ApiContext } from "../context";
import { enqueuePrivacyMail } from "../notify/privacy";
import { plainAddress } from "../notify/safe";
import { caughtByHoneypot } from "../routes/honeypot";
import { HONEYPOT, rejectFields, tooLong, type FieldError } from "../routes/shared";
import { audit } from "../staff/audit";
import { REQUEST_TYPES, privacyRequests } from "./requests";
import type { PrivacyRequestType } from "./schema";

export const ACCEPTED_MESSAGE =
  "Thank you. If the address is yours, a message with a link to confirm the request is on its way; the link works once, for 24 hours.";
export const CONFIRMED_MESSAGE = "Your request is confirmed. We will answer within 30 days.";
export const GONE_MESSAGE =
  "This link has expired or has already been used. You can send the request again from the privacy request page.";
export const TYPE_MESSAGE = "Choose what you would like us to do";
export const DETAILS_MAX = 2000;
export const EMAIL_MAX = 254;

const text = (body: Record<string, unknown>, field: string): string => (typeof body[field] === "string" ? (body[field] as string) : "");

/** The request's fields, or the 422 errors. */
export function readRequest(raw: unknown): { value: { email: string; type: PrivacyRequestType; details: string }; errors: FieldError[] } {
  const body = (typeof raw === "object" && raw !== null && !Array.isArray(raw) ? raw : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const email = text(body, "email").trim();
  const emailError = emailRule(email) ?? (email.length > EMAIL_MAX ? tooLong(EMAIL_MAX) : plainAddress(email) ? null : MESSAGES.emailInvalid);
  if (emailError) errors.push({ field: "email", message: emailError });
  const type = text(body, "type") as PrivacyRequestType;
  if (!REQUEST_TYPES.includes(type)) errors.push({ field: "type", message: TYPE_MESSAGE });
  if (body.details !== undefined && body.details !== null && typeof body.details !== "string") {
    errors.push({ field: "details", message: "Must be text" });
  }
  const details = text(body, "details").trim();
  if (details.length > DETAILS_MAX) errors.push({ field: "details", message: tooLong(DETAILS_MAX) });
  return { value: { email, type, details }, errors };
}

export function privacyPublicRoutes(app: FastifyInstance, { store, notifier, privacy }: ApiContext): void {
  const accepted = { status: "accepted", message: ACCEPTED_MESSAGE } as const;

  app.post("/privacy-requests", async (request, reply) => {
    const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<string, unknown>;
    if (caughtByHoneypot(request, { [HONEYPOT]: body[HONEYPOT] })) return reply.code(202).send(accepted);
    const { value, errors } = readRequest(request.body);
    if (errors.length) return rejectFields(reply, errors);
    const queued = await store.db.transaction().execute(async (trx) => {
      const made = await privacyRequests(trx).create(value);
      if (!made) return false;
      await enqueuePrivacyMail(trx, {
        kind: "privacy-confirm",
        requestId: made.id,
        to: value.email,
        type: value.type,
        link: `${privacy.siteUrl}/privacy/confirm?token=${encodeURIComponent(made.token)}`,
      });
      await audit(trx, { actorEmail: null, action: "privacy-request", entity: "privacy-request", entityId: made.id, detail: `type: ${value.type}` });
      return true;
    });
    if (queued) notifier.nudge();
    return reply.code(202).send(accepted);
  });

  app.post("/privacy-requests/confirm", async (request, reply) => {
    const body = (typeof request.body === "object" && request.body !== null ? request.body : {}) as Record<string, unknown>;
    const token = typeof body.token === "string" ? body.token.trim() : "";
    if (!token) return rejectFields(reply, [{ field: "token", message: "The link has no token: open the link from the message we sent" }]);
    const confirmed = await store.db.transaction().execute(async (trx) => {
      const record = await privacyRequests(trx).confirm(token);
      if (!record) return null;
      // The confirmation mail has done its work: its copy of the address and link leaves the outbox.
      await trx.deleteFrom("notification_outbox").where("kind", "=", "privacy-confirm").where("lead_id", "=", record.id).execute();
      await audit(trx, { actorEmail: null, action: "privacy-confirm", entity: "privacy-request", entityId: record.id, detail: `type: ${record.type}` });
      return record;
    });
    if (!confirmed) return reply.code(410).send({ statusCode: 410, error: "Gone", message: GONE_MESSAGE });
    return { status: "confirmed", type: confirmed.type, message: CONFIRMED_MESSAGE };
  });
}
