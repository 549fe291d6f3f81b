/**
 * The floor the open loop measures the API against (issue 28 §6): a bare Fastify server answering the
 * same two routes with fixed bodies, no plugins, no hooks, no logger, no database. GET /jobVacancies
 * sends the very bytes the real server answered with; POST /contactus parses the JSON body (Fastify's
 * own parser, as any route does) and answers 201 with the real success body. Whatever the real server
 * takes beyond this floor is its own work: hooks, validation, the rate limit's count, the store.
 */
import type { AddressInfo } from "node:net";
import Fastify from "fastify";
import { SUCCESS } from "../api/routes/shared";

export interface FloorServer {
  port: number;
  close: () => Promise<void>;
}

export async function startFloorServer(listBody: string): Promise<FloorServer> {
  const app = Fastify({ logger: false });
  app.get("/jobVacancies", async (_request, reply) => reply.type("application/json; charset=utf-8").send(listBody));
  app.post("/contactus", async (_request, reply) => reply.code(201).send(SUCCESS));
  await app.listen({ host: "127.0.0.1", port: 0 });
  return { port: (app.server.address() as AddressInfo).port, close: () => app.close() };
}
