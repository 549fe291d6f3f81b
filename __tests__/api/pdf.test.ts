/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEFAULT_PDF_OPTIONS, generateCaseStudyPdfs, parseCaseStudies } from "../../api/pdf";
import { resolveImage } from "../../api/pdf/render";
import { FIXTURES } from "./helpers";

const fixtureText = fs.readFileSync(path.join(FIXTURES, "case-studies.json"), "utf8");
let out: string;
beforeEach(() => {
  out = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-pdf-"));
});
afterEach(() => fs.rmSync(out, { recursive: true, force: true }));

describe("parseCaseStudies", () => {
  it("reads the PDF's content from a case study", () => {
    const [first] = parseCaseStudies(fixtureText);
    expect(first).toMatchObject({
      pdf: "orbit-fixture",
      title: "Fixture Orbit Launch",
      subtitle: "A test case study",
      name: "Fixture Co",
      image: "images/orbit.jpg",
      counters: [
        { value: "250+", desc: "Fixture counters" },
        { value: "3x", desc: "More tests" },
      ],
    });
    expect(first.lists.map((l) => l.title)).toEqual(["Objectives", "Deliverables", "Approach", "Challenges"]);
    expect(first.paragraphs).toEqual([
      { headline: "What came next", text: "A second paragraph." },
      { headline: "A headline", text: "A paragraph." },
    ]);
  });

  it("skips entries without a pdf key, title or id, and files without caseStudies", () => {
    const text = JSON.stringify({ caseStudies: [{ id: 1, title: "No key" }, "junk", null, { pdf: "x" }] });
    expect(parseCaseStudies(text)).toEqual([]);
    expect(parseCaseStudies("[]")).toEqual([]);
  });
});

describe("resolveImage", () => {
  it("only returns existing files inside the data folder", () => {
    expect(resolveImage(FIXTURES, "images/orbit.jpg")).toBe(path.join(FIXTURES, "images", "orbit.jpg"));
    expect(resolveImage(FIXTURES, "images/missing.jpg")).toBeNull();
    expect(resolveImage(FIXTURES, "../helpers.ts")).toBeNull();
    expect(resolveImage(FIXTURES, "/etc/passwd")).toBeNull();
    expect(resolveImage(FIXTURES, undefined)).toBeNull();
  });
});

describe("generateCaseStudyPdfs", () => {
  it("writes one PDF per case study of the fixture", async () => {
    const files = await generateCaseStudyPdfs({
      caseStudiesPath: path.join(FIXTURES, "case-studies.json"),
      dataDir: FIXTURES,
      cacheDir: out,
    });
    expect(files.map((f) => path.basename(f))).toEqual(["orbit-fixture.pdf", "second-fixture.pdf"]);
    for (const file of files) expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
    expect(fs.readdirSync(out).sort()).toEqual(["orbit-fixture.pdf", "second-fixture.pdf"]);
  });

  const realData = fs.existsSync(DEFAULT_PDF_OPTIONS.caseStudiesPath);
  (realData ? it : it.skip)("renders every case study of data/case-studies.json", async () => {
    const studies = parseCaseStudies(fs.readFileSync(DEFAULT_PDF_OPTIONS.caseStudiesPath, "utf8"));
    const files = await generateCaseStudyPdfs({ cacheDir: out });
    expect(files).toHaveLength(studies.length);
    expect(new Set(studies.map((s) => s.pdf)).size).toBe(studies.length);
    for (const file of files) {
      const bytes = fs.readFileSync(file);
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bytes.length).toBeLessThan(2_000_000);
    }
  }, 60_000);
});
