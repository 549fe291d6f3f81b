/**
 * Starts the real API on 127.0.0.1 on either store engine: SQLite in a temporary file, or a fresh
 * database in the tests' PostgreSQL cluster (jest/postgres-setup.ts). Test files run their cases
 * once per engine with `describe.each(TEST_ENGINES)`. (spawn-api.ts runs it as its own process.)
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { buildServer, type ServerOptions } from "../../api/server";
import type { Engine } from "../../api/store";
import { connect, type Db } from "../../api/store/db";
import { clusterAt } from "../../scripts/postgres/cluster";
import { PG_ADMIN_URL_VARIABLE, TEST_ENGINES } from "../../jest/engines";

export { TEST_ENGINES };
export const FIXTURES = path.join(__dirname, "fixtures");
export const PUBLIC_URL = "http://api.example.test";
export const SITE_ORIGIN = "http://localhost:9000";

/** A new, empty store location for `engine`; `drop` removes it. */
export async function freshStore(engine: Engine): Promise<{
  dir: string;
  dbPath: string;
  databaseUrl?: string;
  drop: () => Promise<void>;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-api-"));
  const dbPath = path.join(dir, "agency.db");
  if (engine === "sqlite") return { dir, dbPath, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  const admin = process.env[PG_ADMIN_URL_VARIABLE];
  if (!admin) throw new Error("No test PostgreSQL cluster: run the API tests through Jest's api project");
  const cluster = clusterAt(admin);
  const databaseUrl = await cluster.createDatabase("api_test");
  return {
    dir,
    dbPath,
    databaseUrl,
    drop: async () => {
      await cluster.dropDatabase(databaseUrl);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestServer {
  engine: Engine;
  app: FastifyInstance;
  base: string;
  dir: string;
  options: ServerOptions;
  /** A second, independent connection to the server's database. */
  db: Db;
  /** Rows of a read-only SQL query (written to run on both engines). */
  rows: <T = Record<string, unknown>>(query: string) => Promise<T[]>;
  /** Runs one SQL statement. */
  exec: (statement: string) => Promise<void>;
  count: (table: string) => Promise<number>;
  /** Names of the stored files of one kind. */
  files: (kind: "resume" | "blog-image") => Promise<string[]>;
  /** Makes every insert into `table` fail (a broken database), until `allowInserts`. */
  failInserts: (table: string) => Promise<void>;
  allowInserts: (table: string) => Promise<void>;
  close: () => Promise<void>;
}

export async function startServer(engine: Engine, overrides: Partial<ServerOptions> = {}): Promise<TestServer> {
  const store = await freshStore(engine);
  const { dir } = store;
  const options: ServerOptions = {
    dbPath: store.dbPath,
    databaseUrl: store.databaseUrl,
    uploadDir: path.join(dir, "uploads"),
    publicUrl: PUBLIC_URL,
    allowedOrigins: [SITE_ORIGIN],
    rateLimitMax: 10_000,
    seedTestFixtures: true,
    pdf: {
      caseStudiesPath: path.join(FIXTURES, "case-studies.json"),
      dataDir: FIXTURES,
      cacheDir: path.join(dir, "generated"),
    },
    ...overrides,
  };
  const app = await buildServer(options);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const { db, close } = connect({ databaseUrl: options.databaseUrl, dbPath: options.dbPath });
  const rows = async <T,>(query: string) => (await sql.raw<T>(query).execute(db)).rows;
  const exec = async (statement: string) => {
    await sql.raw(statement).execute(db);
  };
  const trigger = (table: string) => `fail_insert_${table}`;
  return {
    engine,
    app,
    base: `http://127.0.0.1:${port}`,
    dir,
    options,
    db,
    rows,
    exec,
    count: async (table) => Number((await rows<{ n: number }>(`SELECT count(*) AS n FROM ${table}`))[0].n),
    files: async (kind) =>
      (await db.selectFrom("files").select("name").where("kind", "=", kind).orderBy("name").execute()).map(
        (row) => row.name,
      ),
    failInserts: async (table) => {
      if (engine === "sqlite") {
        await exec(`CREATE TRIGGER ${trigger(table)} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`);
      } else {
        await exec(
          `CREATE OR REPLACE FUNCTION fail_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$`,
        );
        await exec(`CREATE TRIGGER ${trigger(table)} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION fail_insert()`);
      }
    },
    allowInserts: async (table) => {
      await exec(`DROP TRIGGER IF EXISTS ${trigger(table)}${engine === "postgres" ? ` ON ${table}` : ""}`);
    },
    close: async () => {
      await close();
      await app.close();
      await store.drop();
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function postJson(base: string, route: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${route}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export const PERSON = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@selenova.example",
  phoneNumber: "9876543210",
};

/** A minimal, valid ZIP (stored, no compression) holding the given entries. */
export function makeZip(entries: { name: string; data: string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.data);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const FILES = {
  pdf: Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n"),
  doc: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from("WordDocument", "utf16le"),
    Buffer.alloc(64),
  ]),
  xls: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(504),
    Buffer.from("Workbook", "utf16le"),
  ]),
  docx: makeZip([
    { name: "[Content_Types].xml", data: "<Types/>" },
    { name: "word/document.xml", data: "<w:document/>" },
  ]),
  zip: makeZip([{ name: "notes.txt", data: "not a Word file" }]),
  png: Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"),
  text: Buffer.from("Just some text pretending to be a PDF"),
};

export interface ApplicationParts {
  fields?: Record<string, string>;
  resume?: { bytes: Buffer; name: string; type?: string } | null;
  extraFiles?: { field: string; bytes: Buffer; name: string }[];
  /** Request headers (e.g. Notice-Version). */
  headers?: Record<string, string>;
}

export const APPLICANT = {
  ...PERSON,
  address: "12 Orbit Lane, Baner, Pune",
  description: "I build things that fly.",
  jobTitle: "Senior React Developer",
  jobLocation: "Pune, Maharashtra, India",
};

export function postApplication(base: string, parts: ApplicationParts = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts.fields ?? APPLICANT)) form.append(key, value);
  const resume = parts.resume === undefined ? { bytes: FILES.pdf, name: "cv.pdf" } : parts.resume;
  if (resume) form.append("resume", new Blob([new Uint8Array(resume.bytes)], { type: resume.type ?? "" }), resume.name);
  for (const extra of parts.extraFiles ?? []) form.append(extra.field, new Blob([new Uint8Array(extra.bytes)]), extra.name);
  return fetch(`${base}/jobapplication`, { method: "POST", body: form, headers: parts.headers });
}
