/** The 404 body for files the API does not have. */
import type { FastifyReply } from "fastify";

export const fileNotFound = (reply: FastifyReply) =>
  reply.code(404).send({ statusCode: 404, error: "Not Found", message: "No such file" });
