/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { openStore } from "../../api/store";
import { importLegacyResumes } from "../../api/store/legacy";
import { migrations } from "../../api/store/migrations";
import { buildServer } from "../../api/server";
import { FILES, PERSON, PUBLIC_URL, TEST_ENGINES, freshStore } from "./helpers";

/** The schema the first API created, counted in PRAGMA user_version (kept here as it shipped). */
const FIRST_SCHEMA = fs.readFileSync(path.join(__dirname, "fixtures", "first-schema.sql"), "utf8");

// Several servers migrating and seeding together take a while on a loaded machine.
jest.setTimeout(60_000);

describe.each(TEST_ENGINES)("the store on %s", (engine) => {
  it("migrates once when several instances open an empty database together", async () => {
    const location = await freshStore(engine);
    try {
      const stores = await Promise.all([openStore(location), openStore(location), openStore(location)]);
      const applied = await stores[0].db.selectFrom("kysely_migration" as "files").select("name").execute();
      // Each migration once, in the order of the one list (whatever it holds today).
      expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations(engine)).sort());
      await stores[1].contacts.insert({ ...PERSON, message: "from one" });
      expect(await stores[2].contacts.count()).toBe(1);
      await Promise.all(stores.map((store) => store.close()));
    } finally {
      await location.drop();
    }
  });

  it("seeds once when several servers start together on an empty database", async () => {
    const location = await freshStore(engine);
    const options = { ...location, uploadDir: path.join(location.dir, "uploads"), publicUrl: PUBLIC_URL, allowedOrigins: [], rateLimitMax: 10 };
    try {
      const apps = await Promise.all([buildServer(options), buildServer(options)]);
      const store = await openStore(location);
      const jobs = await store.jobs.list();
      expect(jobs.length).toBeGreaterThan(0);
      expect(new Set(jobs.map((job) => job.job_title)).size).toBe(jobs.length);
      await store.close();
      await Promise.all(apps.map((app) => app.close()));
    } finally {
      await location.drop();
    }
  });

  it("rolls a transaction back whole", async () => {
    const location = await freshStore(engine);
    const store = await openStore(location);
    try {
      await expect(
        store.transaction(async (tx) => {
          await tx.files.put("resume", { name: "a.pdf", contentType: "application/pdf", bytes: FILES.pdf });
          throw new Error("changed my mind");
        }),
      ).rejects.toThrow("changed my mind");
      expect(await store.files.names("resume")).toEqual([]);
    } finally {
      await store.close();
      await location.drop();
    }
  });
});

describe("a SQLite file made by the first API (user_version schema)", () => {
  it("is adopted as it is: rows kept, tables not re-created, résumés on disk moved into the database", async () => {
    const location = await freshStore("sqlite");
    const uploadDir = path.join(location.dir, "uploads");
    try {
      const old = new Database(location.dbPath);
      old.exec(FIRST_SCHEMA);
      old.pragma("user_version = 1");
      old.prepare(
        "INSERT INTO contacts (first_name, last_name, email, phone_number, message, created_at) VALUES ('Ada', 'Lovelace', 'ada@selenova.example', '9876543210', 'Kept', '2025-01-02T03:04:05.678Z')",
      ).run();
      old.prepare(
        `INSERT INTO job_applications (first_name, last_name, email, phone_number, address, description, job_title,
           job_location, resume_file, resume_original_name, resume_type, resume_size)
         VALUES ('Ada', 'Lovelace', 'ada@selenova.example', '9876543210', 'Pune', 'Hi', 'Designer', 'Pune',
           '11111111-2222-3333-4444-555555555555.pdf', 'cv.pdf', 'application/pdf', ${FILES.pdf.length})`,
      ).run();
      old.prepare(
        "INSERT INTO jobs (job_title, location, experience, job_details, job_html, job_types) VALUES ('XSS Probe Opening (sanitiser test)', 'Pune', '0', '<p>x</p>', '<p>x</p>', '[\"Full Time\"]'), ('Kept Opening', 'Pune', '1', '<p>k</p>', '<p>k</p>', '[\"Full Time\"]')",
      ).run();
      old.close();
      fs.mkdirSync(uploadDir);
      fs.writeFileSync(path.join(uploadDir, "11111111-2222-3333-4444-555555555555.pdf"), FILES.pdf);

      const app = await buildServer({
        ...location,
        uploadDir,
        publicUrl: PUBLIC_URL,
        allowedOrigins: [],
        rateLimitMax: 10,
      });
      await app.close();

      const store = await openStore(location);
      expect(await store.contacts.list()).toEqual([
        expect.objectContaining({ firstName: "Ada", message: "Kept", createdAt: "2025-01-02T03:04:05.678Z" }),
      ]);
      // The seed never overwrites what is there; the probe the old seed published for visitors is gone.
      expect((await store.jobs.list()).map((job) => job.job_title)).toEqual(["Kept Opening"]);
      const resume = await store.files.get("resume", "11111111-2222-3333-4444-555555555555.pdf");
      expect(resume?.bytes).toEqual(FILES.pdf);
      expect(await importLegacyResumes(store, uploadDir)).toBe(0); // once is enough
      const id = await store.contacts.insert({ ...PERSON, message: "New" });
      expect(id).toBe(2);
      await store.close();
    } finally {
      await location.drop();
    }
  });
});
