/**
 * What the API's request log may hold (issue 25): method, path without its query string (a console search
 * such as ?q=<someone's email> never reaches the log), status and timing; never a body, and an error as its
 * type, code, message and stack only (a driver's error object can carry the values of a failed statement).
 */
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from "fastify";

interface LoggedRequest {
  method?: string;
  url?: string;
  ip?: string;
}

export const pathOnly = (url: string | undefined): string => (url ?? "").split("?")[0];

export const privateSerializers = {
  req: (request: LoggedRequest) => ({ method: request.method, url: pathOnly(request.url), remoteAddress: request.ip }),
  err: (error: { name?: string; code?: unknown; message?: string; stack?: string }) => ({
    type: error?.name ?? "Error",
    code: typeof error?.code === "string" ? error.code : undefined,
    message: error?.message ?? "",
    stack: error?.stack ?? "",
  }),
};

/** The server's logger option with these serializers (a caller's own serializers for other keys are kept). */
export function privateLogger(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (!logger) return logger;
  if (logger === true) return { serializers: privateSerializers };
  const own = (logger as { serializers?: Record<string, unknown> }).serializers ?? {};
  return { ...logger, serializers: { ...own, ...privateSerializers } } as FastifyServerOptions["logger"];
}

/**
 * One log line per request, when it is answered: method, path, client address, status and time together
 * (through the serializers above). Fastify writes two by default, one when the request arrives and one when
 * it is answered; under load those lines were a large share of the API's time per request (issue 28 §6).
 * Its other lines (errors, unknown routes) stay as Fastify writes them.
 */
export class OneLineLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, "request errored");
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, "request completed");
  }
}
