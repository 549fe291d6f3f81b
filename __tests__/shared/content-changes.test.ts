/** @jest-environment node */
/**
 * A content change in words (issue 28 §7): api/content/diff.ts over the project's own schemas and data,
 * and shared/content-changes.ts's sentences. Entries by their titles, fields by the schema's titles,
 * old → new as text, lists summarised, images never as paths.
 */
import fs from "node:fs";
import path from "node:path";
import { diffVersions, plainText } from "../../api/content/diff";
import { COLLECTIONS } from "../../gatsby/collections";
import { changeLines, entryWords, fieldWords } from "../../shared/content-changes";

type Json = Record<string, unknown>;
const ROOT = path.resolve(__dirname, "../..");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as Json;
const collection = (file: string) => COLLECTIONS.find((c) => c.file === file)!;
const diff = (file: string, before: Json, after: Json) => diffVersions(collection(file), read(`data/schemas/${file}.schema.json`), "Title", before, after);

describe("what a version changed, in words", () => {
  const original = read("data/case-studies.json");
  const studies = original.caseStudies as Json[];

  it("names the entry by its title and each field by its schema title, old → new, and summarises lists", () => {
    const after = structuredClone(original);
    const other = studies.findIndex((study, index) => index > 0 && study.challenges);
    const [first, second] = [(after.caseStudies as Json[])[0], (after.caseStudies as Json[])[other]];
    first.title = "Orbit Foods, relaunched";
    (first.counter as Json[]).push({ value: "12M", desc: "Meals planned" });
    first.thumb = "images/case-studies/new-thumb.jpg";
    (second.challenges as { list: string[] }).list.splice(0, 1);
    const { entries, reordered } = diff("case-studies", original, after);
    expect(reordered).toBe(false);
    expect(entries).toEqual([
      {
        entry: "Case study “Orbit Foods, relaunched”",
        kind: "changed",
        fields: [
          { field: "Thumbnail", summary: "image changed" },
          { field: "Title", from: String(studies[0].title), to: "Orbit Foods, relaunched" },
          { field: "Results", summary: "1 added" },
        ],
      },
      {
        entry: `Case study “${String(studies[other].title)}”`,
        kind: "changed",
        fields: [{ field: "Challenges › List", summary: `1 removed (“${(studies[other].challenges as { list: string[] }).list[0]}”)` }],
      },
    ]);
    expect(entryWords(entries[0])).toBe(
      `Case study “Orbit Foods, relaunched”: Thumbnail: image changed; Title: “${String(studies[0].title)}” → “Orbit Foods, relaunched”; Results: 1 added`,
    );
    expect(JSON.stringify(entries)).not.toMatch(/images\/|"counter"|"thumb"/);
  });

  it("tells entries added and removed, and a new order", () => {
    const after = structuredClone(original);
    const list = after.caseStudies as Json[];
    const removed = list.splice(1, 1)[0];
    list.push({ ...structuredClone(list[0]), id: 99, title: "A new study" });
    list.reverse();
    const changes = diff("case-studies", original, after);
    expect(changes.entries).toEqual([
      { entry: "Case study “A new study”", kind: "added", fields: [] },
      { entry: `Case study “${String(removed.title)}”`, kind: "removed", fields: [] },
    ]);
    expect(changes.reordered).toBe(true);
    expect(changeLines(changes)).toEqual([`Case study “A new study” added`, `Case study “${String(removed.title)}” removed`, "The order of the entries changed"]);
  });

  it("shows a one-object collection's fields as text, without HTML, and long text shortened", () => {
    const before = read("data/site.json");
    const after = structuredClone(before);
    const site = after.site as Json;
    site.tagline = "Launching brands into orbit";
    site.heroHeadline = "We build <span>bold</span> brands";
    const { entries } = diffVersions(collection("site"), read("data/schemas/site.schema.json"), "Site facts", before, after);
    expect(entries).toHaveLength(1);
    expect(entries[0].entry).toBe("Site facts");
    expect(entries[0].fields).toContainEqual({ field: "Tagline", from: String((before.site as Json).tagline), to: "Launching brands into orbit" });
    expect(entries[0].fields).toContainEqual(expect.objectContaining({ to: "We build bold brands" }));
    const long = "x".repeat(200);
    expect(plainText(long)).toHaveLength(80);
    expect(plainText(long).endsWith("…")).toBe(true);
  });

  it("words a field with only a new value, only an old one, or a summary", () => {
    expect(fieldWords({ field: "Subtitle", to: "New" })).toBe("Subtitle: “New” added");
    expect(fieldWords({ field: "Subtitle", from: "Old" })).toBe("Subtitle: “Old” removed");
    expect(fieldWords({ field: "Results", summary: "3 added" })).toBe("Results: 3 added");
    expect(changeLines({ entries: [], reordered: false })).toEqual(["No visible change (only the file's layout)"]);
  });
});
