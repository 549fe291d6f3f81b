/** Pieces the routes share: field limits, the 422 body, the honeypot and response schemas. */
import type { FastifyReply } from "fastify";
import type { FieldErrors } from "../../shared/validation";

/** Longest accepted value per field, in characters (the spec gives none; these fit real people). */
export const FIELD_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phoneNumber: 32,
  message: 5000,
  address: 500,
  description: 5000,
  jobTitle: 200,
  jobLocation: 200,
  caseStudyName: 200,
  pdf: 200,
  website: 500,
} as const;

export type FieldName = keyof typeof FIELD_LIMITS;

/** The honeypot: a field people never see or fill, but form-filling bots do. */
export const HONEYPOT = "website";

export const tooLong = (limit: number): string => `Must be at most ${limit} characters`;

/** JSON-schema properties for string fields, each capped at its limit. Extra fields are dropped. */
export function bodySchema(fields: FieldName[]) {
  return {
    type: "object",
    additionalProperties: false,
    properties: Object.fromEntries(
      fields.map((field) => [field, { type: "string", maxLength: FIELD_LIMITS[field] }]),
    ),
  } as const;
}

/**
 * Reads the listed string fields of a body, defaulting absent ones to "". NUL characters are dropped:
 * PostgreSQL's text cannot hold them (the insert would fail with a 500), and no person types one.
 */
export function pick<K extends FieldName>(body: unknown, fields: readonly K[]): Record<K, string> {
  const source = (typeof body === "object" && body !== null ? body : {}) as Record<string, unknown>;
  const out = {} as Record<K, string>;
  for (const field of fields) {
    const value = source[field];
    out[field] = typeof value === "string" ? value.replaceAll("\u0000", "") : "";
  }
  return out;
}

export interface FieldError {
  field: string;
  message: string;
}

export function toErrorList<T>(errors: FieldErrors<T>): FieldError[] {
  return Object.entries(errors)
    .filter((entry): entry is [string, string] => typeof entry[1] === "string")
    .map(([field, message]) => ({ field, message }));
}

export function rejectFields(reply: FastifyReply, errors: FieldError[]): FastifyReply {
  return reply.code(422).send({ errors });
}

export const isHoneypotFilled = (value: string | undefined): boolean => (value ?? "").trim() !== "";

export const SUCCESS = { status: "success" } as const;

export const errorsResponseSchema = {
  type: "object",
  properties: {
    errors: {
      type: "array",
      items: {
        type: "object",
        properties: { field: { type: "string" }, message: { type: "string" } },
      },
    },
  },
} as const;

export const successResponseSchema = {
  type: "object",
  properties: { status: { type: "string" } },
} as const;

/** The body of a non-field error (404, 413, 415, 429, 500). */
export const messageResponseSchema = {
  type: "object",
  properties: {
    statusCode: { type: "integer" },
    error: { type: "string" },
    message: { type: "string" },
  },
} as const;
