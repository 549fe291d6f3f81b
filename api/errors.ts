/**
 * One error handler for the whole API. Body validation failures become 422 {errors: [{field,
 * message}]}, the shape the site's forms read; other client errors keep their status; server
 * errors are logged and answered without details.
 */
import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { tooLong, type FieldError } from "./routes/shared";

type ValidationIssue = NonNullable<FastifyError["validation"]>[number];

function toFieldError(issue: ValidationIssue): FieldError {
  const params = issue.params as Record<string, unknown>;
  const field =
    issue.instancePath.replace(/^\//, "").replace(/\//g, ".") ||
    (typeof params.missingProperty === "string" ? params.missingProperty : "body");
  if (issue.keyword === "maxLength" && typeof params.limit === "number") {
    return { field, message: tooLong(params.limit) };
  }
  if (issue.keyword === "type") return { field, message: `Must be ${String(params.type)}` };
  return { field, message: issue.message ?? "Is not valid" };
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation && error.validationContext === "body") {
    return reply.code(422).send({ errors: error.validation.map(toFieldError) });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, "request failed");
    return reply
      .code(500)
      .send({ statusCode: 500, error: "Internal Server Error", message: "Something went wrong" });
  }
  return reply.code(status).send({
    statusCode: status,
    error: STATUS_CODES[status] ?? "Error",
    message: error.message,
  });
}
