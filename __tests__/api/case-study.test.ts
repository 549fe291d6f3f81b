/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { FIXTURES, PERSON, PUBLIC_URL, TEST_ENGINES, postJson, startServer, type TestServer } from "./helpers";

describe.each(TEST_ENGINES)("on %s", (engine) => {
  let server: TestServer;
  let caseStudiesPath: string;

  beforeAll(async () => {
    // A private copy of the fixture, so one test can edit it.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-cs-"));
    caseStudiesPath = path.join(dir, "case-studies.json");
    fs.copyFileSync(path.join(FIXTURES, "case-studies.json"), caseStudiesPath);
    server = await startServer(engine, {
      pdf: { caseStudiesPath, dataDir: FIXTURES, cacheDir: path.join(dir, "generated") },
    });
  });
  afterAll(async () => {
    await server.close();
    fs.rmSync(path.dirname(caseStudiesPath), { recursive: true, force: true });
  });

  const REQUEST = { ...PERSON, caseStudyName: "orbit-fixture-study", pdf: "orbit-fixture" };

  const getPdf = async (file: string) => {
    const res = await fetch(`${server.base}/CaseStudy/${file}`);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  };

  describe("POST /case_study/store", () => {
    beforeEach(() => server.exec("DELETE FROM case_study_downloads"));

    it("stores the lead and answers with the PDF's URL on the API", async () => {
      const res = await postJson(server.base, "/case_study/store", { ...REQUEST, extra: "ignored" });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({
        status: "success",
        fileURL: `${PUBLIC_URL}/CaseStudy/orbit-fixture.pdf`,
      });
      expect(await server.rows("SELECT first_name, case_study_name, pdf FROM case_study_downloads")).toEqual([
        { first_name: "Ada", case_study_name: "orbit-fixture-study", pdf: "orbit-fixture" },
      ]);
    });

    it.each(["no-such-study", "../../package", "orbit-fixture.pdf", ""])(
      "answers 422 for the unknown pdf key %j and stores nothing",
      async (pdf) => {
        const res = await postJson(server.base, "/case_study/store", { ...REQUEST, pdf });
        expect(res.status).toBe(422);
        expect(await res.json()).toEqual({ errors: [{ field: "pdf", message: "Unknown case study" }] });
        expect(await server.count("case_study_downloads")).toBe(0);
      },
    );

    it("validates the person fields with the spec's messages", async () => {
      const res = await postJson(server.base, "/case_study/store", {
        ...REQUEST,
        firstName: "",
        lastName: "Lové",
        email: "ada@selenova",
        phoneNumber: "",
      });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        errors: [
          { field: "firstName", message: "First Name is required" },
          { field: "lastName", message: "Please enter only letters" },
          { field: "email", message: "Email is not valid" },
          { field: "phoneNumber", message: "Phone number is required" },
        ],
      });
      expect(await server.count("case_study_downloads")).toBe(0);
    });

    it("answers a filled honeypot like a success but stores nothing", async () => {
      const res = await postJson(server.base, "/case_study/store", { ...REQUEST, website: "x" });
      expect(res.status).toBe(201);
      expect(await server.count("case_study_downloads")).toBe(0);
    });
  });

  describe("GET /CaseStudy/<pdf>.pdf", () => {
    it("serves the generated PDF", async () => {
      const { res, bytes } = await getPdf("orbit-fixture.pdf");
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bytes.toString("latin1")).toContain("(Fixture Orbit Launch | Selenova Digital)");
      expect(bytes.toString("latin1")).toContain("/Subtype /Image"); // the case study's JPEG
    });

    it("renders a case study whose image is missing", async () => {
      const { res, bytes } = await getPdf("second-fixture.pdf");
      expect(res.status).toBe(200);
      expect(bytes.toString("latin1")).not.toContain("/Subtype /Image");
    });

    it("writes the PDF to the cache folder", () => {
      const cache = server.options.pdf?.cacheDir ?? "";
      expect(fs.readFileSync(path.join(cache, "orbit-fixture.pdf")).subarray(0, 5).toString()).toBe("%PDF-");
    });

    it.each([
      "no-such-study.pdf",
      "orbit-fixture",
      "orbit-fixture.PDF",
      "orbit-fixture.pdf.pdf",
      "..%2F..%2Fpackage.json",
      "..%2Fcase-studies.json%00.pdf",
      "%2e%2e%2f%2e%2e%2fpackage.pdf",
    ])("404s for %s", async (file) => {
      expect((await getPdf(file)).res.status).toBe(404);
    });

    it("re-renders when the case studies change, so it never goes stale", async () => {
      const before = (await getPdf("orbit-fixture.pdf")).bytes.toString("latin1");
      const json = JSON.parse(fs.readFileSync(caseStudiesPath, "utf8")) as {
        caseStudies: { title: string; pdf: string }[];
      };
      json.caseStudies[0].title = "Renamed Fixture Mission";
      json.caseStudies.push({ ...json.caseStudies[1], pdf: "added-later" });
      fs.writeFileSync(caseStudiesPath, JSON.stringify(json));
      const future = new Date(Date.now() + 5_000);
      fs.utimesSync(caseStudiesPath, future, future);

      const after = (await getPdf("orbit-fixture.pdf")).bytes.toString("latin1");
      expect(before).toContain("Fixture Orbit Launch");
      expect(after).toContain("(Renamed Fixture Mission | Selenova Digital)");
      expect((await getPdf("added-later.pdf")).res.status).toBe(200);
      const res = await postJson(server.base, "/case_study/store", { ...REQUEST, pdf: "added-later" });
      expect(res.status).toBe(201);
    });
  });
});
