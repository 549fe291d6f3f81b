/** @jest-environment node */
/** The content API's pure parts: the commit message, the file's bytes, names for authors and uploads. */
import fs from "node:fs";
import path from "node:path";
import { COLLECTIONS } from "../../gatsby/collections";
import { serialise, normalise } from "../../api/content/format";
import { nameFromEmail } from "../../api/content/git";
import { uploadName } from "../../api/content/images";
import { commitMessage } from "../../api/content/message";

const DATA = path.resolve(__dirname, "../../data");
const collection = (file: string) => COLLECTIONS.find((c) => c.file === file)!;
type Json = Record<string, unknown>;

test("every data file is already written as a save writes it, so saving unchanged data changes no byte", () => {
  for (const { file } of COLLECTIONS) {
    const raw = fs.readFileSync(path.join(DATA, `${file}.json`), "utf8");
    const schema = JSON.parse(fs.readFileSync(path.join(DATA, "schemas", `${file}.schema.json`), "utf8")) as Json;
    expect([file, serialise(JSON.parse(raw), schema).toString("utf8")]).toEqual([file, raw]);
  }
});

test("a save puts $schema first and each object's fields in schema order", () => {
  const schema = { properties: { $schema: {}, items: { type: "array", items: { properties: { a: {}, b: {} } } } } };
  expect(serialise({ items: [{ z: 1, b: 2, a: 3 }], $schema: "./x" }, schema).toString()).toBe(
    '{\n  "$schema": "./x",\n  "items": [\n    {\n      "a": 3,\n      "b": 2,\n      "z": 1\n    }\n  ]\n}\n',
  );
  expect(normalise("<b onclick=x>Hi</b> <span>there</span>", { type: "string", "x-widget": "inline-html" })).toBe("Hi <span>there</span>");
});

test("the commit message names the collection, the entry and what changed", () => {
  const studies = collection("case-studies");
  const before = { caseStudies: [{ id: 1, title: "Orbit Foods", subtitle: "a" }, { id: 2, title: "Moon Mart" }] };
  const edit = { caseStudies: [{ id: 1, title: "Orbit Foods", subtitle: "b" }, { id: 2, title: "Moon Mart" }] };
  expect(commitMessage(studies, before, edit)).toBe('content(case-studies): "Orbit Foods" subtitle');
  expect(commitMessage(studies, before, { caseStudies: [...before.caseStudies, { id: 3, title: "Sky Bank" }] })).toBe('content(case-studies): add "Sky Bank"');
  expect(commitMessage(studies, before, { caseStudies: [before.caseStudies[1]] })).toBe('content(case-studies): remove "Orbit Foods"');
  expect(commitMessage(studies, before, { caseStudies: [...before.caseStudies].reverse() })).toBe("content(case-studies): reorder");
  const awards = collection("awards");
  expect(commitMessage(awards, { awards: [{ title: "A", year: 2020 }] }, { awards: [{ title: "B", year: 2020 }] })).toBe('content(awards): "B" title');
  expect(commitMessage(collection("site"), { site: { name: "S", tagline: "t" } }, { site: { name: "S", tagline: "u" } })).toBe("content(site): tagline");
  const long = commitMessage(studies, before, { caseStudies: before.caseStudies.map((c) => ({ ...c, title: `${c.title} ${"x".repeat(80)}` })) });
  expect(long.split("\n")[0].length).toBeLessThanOrEqual(72);
});

test("the commit message carries no control or bidi character, and stays short however many entries changed", () => {
  const studies = collection("case-studies");
  const before = { caseStudies: [{ id: 1, title: "Orbit Foods" }] };
  const forged = { id: 2, title: "Sky\x1eabc\x1fMallory\u202eBank\x1b[0m\x07" };
  const message = commitMessage(studies, before, { caseStudies: [...before.caseStudies, forged] });
  expect(message).toBe('content(case-studies): add "Sky abc Mallory Bank [0m"');
  const many = Array.from({ length: 5_000 }, (_, i) => ({ id: i + 10, title: `Study number ${i} with a rather long title` }));
  const long = commitMessage(studies, before, { caseStudies: [...before.caseStudies, ...many] });
  const [subject, blank, ...body] = long.split("\n");
  expect(subject.length).toBeLessThanOrEqual(72);
  expect(blank).toBe("");
  expect(body).toHaveLength(21);
  expect(body[20]).toBe("… and 4980 more");
});

test("authors get a name from their email; uploads get a safe generated name", () => {
  expect(nameFromEmail("priya.sharma@selenova.example")).toBe("Priya Sharma");
  expect(nameFromEmail("marketing-1a2b@selenova.example")).toBe("Marketing 1a2b");
  expect(uploadName("../../Launch Poster!.PNG", "png")).toMatch(/^launch-poster-[0-9a-f]{8}\.png$/);
  expect(uploadName("..", "jpg")).toMatch(/^image-[0-9a-f]{8}\.jpg$/);
});
