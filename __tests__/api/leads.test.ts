/** @jest-environment node */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../api/config";
import { csvCell, runLeads, toCsv } from "../../api/leads";
import { openStore } from "../../api/store";
import { PERSON, TEST_ENGINES, freshStore } from "./helpers";

const RESUME = Buffer.from("%PDF-1.4\n% a résumé\n%%EOF\n");

describe.each(TEST_ENGINES)("on %s", (engine) => {
  let dir: string;
  let env: Record<string, string>;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const location = await freshStore(engine);
    dir = location.dir;
    drop = location.drop;
    env = {
      API_DB_PATH: location.dbPath,
      API_UPLOAD_DIR: path.join(dir, "uploads"),
      ...(location.databaseUrl ? { DATABASE_URL: location.databaseUrl } : {}),
    };
    const store = await openStore(location);
    await store.contacts.insert({ ...PERSON, message: "Line one\nline two, with a comma" });
    await store.contacts.insert({ ...PERSON, firstName: "Grace", message: "=HYPERLINK(\"http://evil\")" });
    await store.files.put("resume", { name: "0d9c4b1e-cv.pdf", contentType: "application/pdf", bytes: RESUME });
    await store.applications.insert({
      ...PERSON,
      address: "Pune",
      description: "Hi",
      jobTitle: "UI/UX Designer",
      jobLocation: "Pune, Maharashtra, India",
      resumeFile: "0d9c4b1e-cv.pdf",
      resumeOriginalName: "cv.pdf",
      resumeType: "application/pdf",
      resumeSize: RESUME.length,
    });
    await store.close();
  });
  afterAll(() => drop());

  const run = async (args: string[], environment = env) => {
    let out = "";
    const code = await runLeads(args, environment, (s) => {
      out += s;
    });
    return { code, out };
  };

  describe("npm run leads", () => {
    it("prints contact submissions as text", async () => {
      const { code, out } = await run(["--type", "contact"]);
      expect(code).toBe(0);
      expect(out).toContain("firstName    Ada");
      expect(out).toContain("line two, with a comma");
      expect(out).toContain("2 contact submission(s)");
    });

    it("prints applications with the résumé's stored name", async () => {
      const { out } = await run(["--type", "application"]);
      expect(out).toContain("resumeFile");
      expect(out).toContain("0d9c4b1e-cv.pdf");
      expect(out).toContain("UI/UX Designer");
      expect(out).not.toContain("resumePath");
    });

    it("saves the résumés into a folder with --resumes and prints their paths", async () => {
      const folder = path.join(dir, "saved");
      const { out } = await run(["--type", "application", "--resumes", folder]);
      expect(out).toContain(path.join(folder, "0d9c4b1e-cv.pdf"));
      expect(fs.readFileSync(path.join(folder, "0d9c4b1e-cv.pdf"))).toEqual(RESUME);
    });

    it("prints CSV with quoting and spreadsheet formulas defused", async () => {
      const { out } = await run(["--type", "contact", "--csv"]);
      const lines = out.split("\r\n");
      expect(lines[0]).toBe("id,firstName,lastName,email,phoneNumber,message,createdAt");
      expect(out).toContain('"Line one\nline two, with a comma"');
      expect(out).toContain(`"'=HYPERLINK(""http://evil"")"`);
    });

    it("says so when nothing came in, or the database does not exist yet", async () => {
      expect((await run(["--type", "download"])).out).toBe("No download submissions yet.\n");
      const missing = { API_DB_PATH: path.join(dir, "none.db"), API_UPLOAD_DIR: dir };
      expect((await run(["--type", "contact"], missing)).out).toBe("No contact submissions yet.\n");
      expect(fs.existsSync(missing.API_DB_PATH)).toBe(false);
    });

    it("refuses a missing or unknown type with exit code 2", async () => {
      const stderr = jest.spyOn(process.stderr, "write").mockImplementation(() => true);
      expect((await run([])).code).toBe(2);
      expect((await run(["--type", "spam"])).code).toBe(2);
      expect((await run(["--type", "contact", "--bogus"])).code).toBe(2);
      stderr.mockRestore();
    });

    it("runs as a command", () => {
      const result = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["api/leads.ts", "--type", "contact", "--csv"], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        encoding: "utf8",
      });
      expect(result.status).toBe(0);
      expect(result.stdout.split("\r\n")).toHaveLength(4); // header, two rows, final newline
    });
  });
});

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    [42, "42"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["+91 98765", "'+91 98765"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    [" padded ", '" padded "'],
    [-5, "-5"],
    // The first non-blank character decides, ASCII or full-width (issue 22).
    [" =1+1", "' =1+1"],
    ["\n=1+1", `"'\n=1+1"`],
    ["\r\n  +1", `"'\r\n  +1"`],
    ["\u3000=1+1", "'\u3000=1+1"],
    ["\uFF1D1+1", "'\uFF1D1+1"],
    ["\uFF0B1", "'\uFF0B1"],
    ["\uFF0D1", "'\uFF0D1"],
    ["\uFF20SUM(A1)", "'\uFF20SUM(A1)"],
    ["\uFE661+1", "'\uFE661+1"],
    ["a = b + c", "a = b + c"],
    // Control characters other than line breaks are dropped (a tab becomes a space), and cannot hide a trigger.
    ["nul\u0000byte", "nulbyte"],
    ["\u0000=1+1", "'=1+1"],
    ["bell\u0007 esc\u001b del\u007f c1\u0085", "bell esc del c1"],
    ["tabs\tbecome\tspaces\nlines stay", '"tabs become spaces\nlines stay"'],
    ["\t=1+1", "' =1+1"],
  ])("%p becomes %p", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("makes no output for no rows", () => expect(toCsv([])).toBe(""));
});
