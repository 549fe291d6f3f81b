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

/** Where the durable floor keeps its messages: a SQLite file of its own, or a database of the bench's cluster. */
export type DurableTarget = { engine: "sqlite"; file: string } | { engine: "postgres"; url: string };

export interface DurableFloorServer extends FloorServer {
  /** Messages it has stored. */
  stored: () => Promise<number>;
}

/** The durable floor's table: the five fields and a time, with each engine's own row id. */
const floorTable = (id: string) => `create table if not exists floor_contacts (
  id ${id}, first_name text not null, last_name text not null, email text not null,
  phone_number text not null, message text not null, created_at text not null)`;

/**
 * The durable floor (POST /contactus only): the bare floor that also stores each message before it
 * answers 201, one INSERT of the five fields per request in a transaction of its own, on the engine
 * measured: a better-sqlite3 file with the API's pragmas (WAL, synchronous=NORMAL), or a pg pool of the
 * API's size. No checks, no rate limit, no mail. It is the least a server can do whose 201 means "stored",
 * so its p99 over the bare floor's is what storing alone costs on this machine, and the real server's over
 * its own is what the real server's checks and writes cost beyond that.
 */
export async function startDurableFloor(target: DurableTarget): Promise<DurableFloorServer> {
  const app = Fastify({ logger: false });
  let insert: (values: unknown[]) => Promise<void>;
  let stored: () => Promise<number>;
  let closeStore: () => Promise<void>;
  if (target.engine === "sqlite") {
    const { default: Database } = await import("better-sqlite3");
    const db = new Database(target.file);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.exec(floorTable("integer primary key"));
    const statement = db.prepare(
      "insert into floor_contacts (first_name, last_name, email, phone_number, message, created_at) values (?, ?, ?, ?, ?, ?)",
    );
    insert = async (values) => void statement.run(...values);
    stored = async () => (db.prepare("select count(*) as n from floor_contacts").get() as { n: number }).n;
    closeStore = async () => void db.close();
  } else {
    const { default: pg } = await import("pg");
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    await pool.query(floorTable("bigint generated always as identity primary key"));
    insert = async (values) =>
      void (await pool.query(
        "insert into floor_contacts (first_name, last_name, email, phone_number, message, created_at) values ($1, $2, $3, $4, $5, $6)",
        values,
      ));
    stored = async () => Number((await pool.query<{ n: string }>("select count(*) as n from floor_contacts")).rows[0].n);
    closeStore = () => pool.end();
  }
  app.post("/contactus", async (request, reply) => {
    const body = request.body as Record<string, unknown>;
    const text = (name: string) => String(body?.[name] ?? "");
    await insert([text("firstName"), text("lastName"), text("email"), text("phoneNumber"), text("message"), new Date().toISOString()]);
    return reply.code(201).send(SUCCESS);
  });
  app.addHook("onClose", closeStore);
  await app.listen({ host: "127.0.0.1", port: 0 });
  return { port: (app.server.address() as AddressInfo).port, close: () => app.close(), stored };
}
