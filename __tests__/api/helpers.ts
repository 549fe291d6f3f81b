/** Starts the real API on 127.0.0.1 with a temporary database, upload folder and PDF cache. */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { crc32 } from "node:zlib";
import Database from "better-sqlite3";
import type { FastifyInstance } from "fastify";
import { buildServer, type ServerOptions } from "../../api/server";

export const FIXTURES = path.join(__dirname, "fixtures");
export const PUBLIC_URL = "http://api.example.test";
export const SITE_ORIGIN = "http://localhost:9000";

export interface TestServer {
  app: FastifyInstance;
  base: string;
  dir: string;
  options: ServerOptions;
  /** A second, independent connection to the server's database file. */
  db: Database.Database;
  uploads: () => string[];
  count: (table: string) => number;
  close: () => Promise<void>;
}

export async function startServer(overrides: Partial<ServerOptions> = {}): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-api-"));
  const options: ServerOptions = {
    dbPath: path.join(dir, "agency.db"),
    uploadDir: path.join(dir, "uploads"),
    publicUrl: PUBLIC_URL,
    allowedOrigins: [SITE_ORIGIN],
    rateLimitMax: 10_000,
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
  const db = new Database(options.dbPath);
  return {
    app,
    base: `http://127.0.0.1:${port}`,
    dir,
    options,
    db,
    uploads: () => fs.readdirSync(options.uploadDir),
    count: (table) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n,
    close: async () => {
      db.close();
      await app.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

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
  return fetch(`${base}/jobapplication`, { method: "POST", body: form });
}
