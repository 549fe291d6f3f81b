/** @jest-environment node */
/**
 * What staff take away (issue 22 §4): the leads CSV with every formula trigger defused, and a
 * résumé named from the applicant and the type its bytes show, never from the visitor's file name.
 */
import { tables } from "../../api/store";
import { APPLICANT, FILES, PERSON, TEST_ENGINES, postApplication, startServer, type TestServer } from "./helpers";
import { staffClient, type StaffClient } from "./staff-helpers";

jest.setTimeout(120_000);

/** The cells of a CSV (RFC 4180: quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      cell += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === "," || c === "\r") {
      row.push(cell);
      cell = "";
      if (c === "\r") {
        rows.push(row);
        row = [];
        i += 1; // the \n of \r\n
      }
    } else {
      cell += c;
    }
  }
  return rows;
}

/** Control characters a cell must not hold (all but LF and CR: a tab becomes a space). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f]/;

describe.each(TEST_ENGINES)("staff exports on %s", (engine) => {
  let server: TestServer;
  let sales: StaffClient;
  let hr: StaffClient;

  // PostgreSQL's text cannot hold NUL, so only SQLite can have stored one.
  const nul = engine === "sqlite" ? "\u0000" : "";
  const MESSAGES = [" =1+1", "\n=1+1", "\uFF1D1+1", "\u3000\uFF0B1", `${nul}=HYPERLINK("http://evil.example")`, `nul${nul} bell\u0007 esc\u001b`];

  beforeAll(async () => {
    server = await startServer(engine);
    sales = await staffClient(server, "sales");
    hr = await staffClient(server, "hr");
    const contacts = tables(server.db).contacts;
    for (const [i, message] of MESSAGES.entries()) await contacts.insert({ ...PERSON, firstName: `Probe${i}`, message });
  });
  afterAll(() => server.close());

  it("defuses every cell whose first non-blank character is a formula trigger, and drops control characters", async () => {
    const response = await sales.call("/staff/enquiries.csv?q=probe");
    expect(response.status).toBe(200);
    const rows = parseCsv((await response.text()).replace(/^\uFEFF/, ""));
    const messageAt = rows[0].indexOf("message");
    const byName = new Map(rows.slice(1).map((row) => [row[1], row[messageAt]]));
    expect(byName.size).toBe(MESSAGES.length);
    expect(byName.get("Probe0")).toBe("' =1+1");
    expect(byName.get("Probe1")).toBe("'\n=1+1");
    expect(byName.get("Probe2")).toBe("'\uFF1D1+1");
    expect(byName.get("Probe3")).toBe("'\u3000\uFF0B1");
    expect(byName.get("Probe4")).toBe(`'=HYPERLINK("http://evil.example")`);
    expect(byName.get("Probe5")).toBe("nul bell esc");
    for (const row of rows.slice(1)) {
      for (const cell of row) {
        expect(cell).not.toMatch(CONTROL);
        // Numbers (the id) stay numbers; every text cell that could start a formula starts with '.
        expect(cell.normalize("NFKC")).not.toMatch(/^\s*[=+@]|^\s*-(?!\d+$)/);
      }
    }
  });

  it("names a résumé download from the applicant and the detected type, not the visitor's file name", async () => {
    const html = await postApplication(server.base, {
      fields: { ...APPLICANT, firstName: "Grace", lastName: "Hopper" },
      resume: { bytes: FILES.pdf, name: "cv.html", type: "text/html" },
    });
    expect(html.status).toBe(201);
    const docx = await postApplication(server.base, {
      fields: { ...APPLICANT, firstName: "Ravi", lastName: "Kumar" },
      resume: { bytes: FILES.docx, name: "../../etc/passwd", type: "application/octet-stream" },
    });
    expect(docx.status).toBe(201);
    // Stored leads need not pass today's form rules (Latin letters only): older or imported ones may not.
    const stored = tables(server.db);
    for (const [firstName, lastName, name] of [["Zoë", "O'Brien-Łukasz", "a.doc"], ["राहुल", "शर्मा", "b.doc"]]) {
      await stored.files.put("resume", { name, contentType: "application/msword", bytes: FILES.doc });
      await stored.applications.insert({
        ...APPLICANT,
        firstName,
        lastName,
        resumeFile: name,
        resumeOriginalName: "résumé.exe",
        resumeType: "application/msword",
        resumeSize: FILES.doc.length,
      });
    }

    const { body } = await hr.json<{ items: { id: number; firstName: string; resumeName: string }[] }>("/staff/applications");
    const byName = new Map(body.items.map((item) => [item.firstName, item]));
    // The visitor's name for the file stays on the record, as text.
    expect(byName.get("Grace")?.resumeName).toBe("cv.html");
    expect(byName.get("Ravi")?.resumeName).toBe("passwd"); // the parser keeps no path
    const cases: [string, string, string][] = [
      ["Grace", "grace-hopper-resume.pdf", "application/pdf"],
      ["Ravi", "ravi-kumar-resume.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["Zoë", "zoe-o-brien-lukasz-resume.doc", "application/msword"],
      ["राहुल", `application-${byName.get("राहुल")?.id}-resume.doc`, "application/msword"],
    ];
    for (const [firstName, file, type] of cases) {
      const response = await hr.call(`/staff/applications/${byName.get(firstName)?.id}/resume`);
      expect([firstName, response.status]).toEqual([firstName, 200]);
      expect(response.headers.get("content-type")).toBe(type);
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${file}"; filename*=UTF-8''${file}`);
    }
  });
});
