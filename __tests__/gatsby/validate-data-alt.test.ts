/** @jest-environment node */
/** Issue 30: alt text beside every image the schemas do not mark decorative; the build names what is missing. */
import fs from "fs";
import os from "os";
import path from "path";
import { COLLECTIONS } from "../../gatsby/collections";
import { validateData } from "../../gatsby/validate-data";
import { formatProblems } from "../../gatsby/validate-data/problems";

const root = path.resolve(__dirname, "../..");
let dataDir: string;
const staticDir = path.join(root, "static");

type Json = Record<string, unknown>;
const readJson = (file: string): Json => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as Json;
const writeJson = (file: string, value: unknown) => fs.writeFileSync(path.join(dataDir, file), JSON.stringify(value));
const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

beforeEach(() => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "alt-check-"));
  dataDir = path.join(tmp, "data");
  fs.cpSync(path.join(root, "data"), dataDir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images`) });
  fs.symlinkSync(path.join(root, "data", "images"), path.join(dataDir, "images"));
});

/** Every object schema holding an image field (`x-file`), with that field's name, walked through the whole schema. */
function imageFields(schema: unknown, where: string, out: Array<{ where: string; object: Json; name: string; field: Json }> = []) {
  if (Array.isArray(schema)) schema.forEach((item, i) => imageFields(item, `${where}[${i}]`, out));
  if (!isObject(schema)) return out;
  if (isObject(schema.properties)) {
    for (const [name, field] of Object.entries(schema.properties)) {
      if (isObject(field) && field["x-file"] === true) out.push({ where, object: schema, name, field });
    }
  }
  for (const [key, value] of Object.entries(schema)) imageFields(value, `${where}/${key}`, out);
  return out;
}

describe("alt text in the schemas", () => {
  const schemas = COLLECTIONS.map((c) => ({ file: c.file, schema: JSON.parse(fs.readFileSync(path.join(root, "data", "schemas", `${c.file}.schema.json`), "utf8")) as Json }));
  const fields = schemas.flatMap(({ file, schema }) => imageFields(schema, file));

  it("gives every image field either the name of its alt text's field beside it or the mark decorative, never both", () => {
    expect(fields.length).toBeGreaterThan(0);
    for (const { where, object, name, field } of fields) {
      const alt = field["x-alt"];
      const decorative = field["x-decorative"] === true;
      expect([where, name, typeof alt === "string" || decorative, typeof alt === "string" && decorative]).toEqual([where, name, true, false]);
      if (typeof alt !== "string") continue;
      const altSchema = (object.properties as Json)[alt];
      expect([where, alt, isObject(altSchema) && altSchema.type]).toEqual([where, alt, "string"]);
      // Required beside a required image (the form marks it); beside an optional one, required once the image is set.
      const required = (object.required as string[] | undefined) ?? [];
      expect([where, alt, required.includes(alt)]).toEqual([where, alt, required.includes(name)]);
    }
  });

  it("marks only backgrounds decorative: hero and slide backgrounds", () => {
    const decorative = fields.filter(({ field }) => field["x-decorative"] === true).map(({ where, name }) => `${where.split("/")[0]}.${name}`);
    expect(decorative.sort()).toEqual(["case-studies.HeroBg", "home-slides.image", "intro-slides.image", "services.bgImg", "services.bgMobile"]);
  });
});

describe("alt text in the build's checks", () => {
  it("accepts the project's own data: every meaningful image already has its alt text", () => {
    expect(validateData({ dataDir, staticDir })).toEqual([]);
  });

  it("refuses a missing alt text, naming the file, the entry, the field and the fix", () => {
    const data = readJson("awards.json");
    const awards = data.awards as Json[];
    delete awards[1].imageAlt;
    writeJson("awards.json", data);
    const problems = validateData({ dataDir, staticDir });
    expect(problems).toEqual([
      {
        file: "data/awards.json",
        entry: `entry year ${String(awards[1].year)}`,
        field: "imageAlt",
        pointer: "/awards/1/imageAlt",
        message: `is missing: the image "${String(awards[1].image)}" has no alt text. Add a short sentence saying what the image shows, for people who cannot see it.`,
      },
    ]);
    expect(formatProblems(problems)).toContain(`data/awards.json › entry year ${String(awards[1].year)} › field "imageAlt": is missing`);
  });

  it("refuses a blank alt text deep inside an entry and in a one-object file", () => {
    const studies = readJson("case-studies.json");
    const list = studies.caseStudies as Json[];
    const index = list.findIndex((cs) => Array.isArray(cs.cards));
    ((list[index].cards as Json[])[0]).imageAlt = "   ";
    writeJson("case-studies.json", studies);
    const clients = readJson("clients.json");
    const logos = (clients.clients as Json).logos as Json[];
    logos[2].logoAlt = "";
    writeJson("clients.json", clients);

    const problems = validateData({ dataDir, staticDir });
    expect(problems).toHaveLength(2);
    expect(problems).toEqual(expect.arrayContaining([
      expect.objectContaining({ file: "data/case-studies.json", entry: `entry id ${String(list[index].id)}`, field: "cards[0].imageAlt", pointer: `/caseStudies/${index}/cards/0/imageAlt`, message: expect.stringMatching(/^is blank: the image ".+" needs alt text\./) }),
      expect.objectContaining({ file: "data/clients.json", entry: `clients.logos entry name ${JSON.stringify(logos[2].name)}`, field: "logoAlt", pointer: "/clients/logos/2/logoAlt", message: expect.stringMatching(/^is blank/) }),
    ]));
  });

  it("asks for an optional image's alt text only when the image is there", () => {
    const data = readJson("timeline.json");
    const years = data.timeline as Json[];
    const withSecond = years.findIndex((y) => typeof y.img2 === "string");
    delete years[withSecond].img2Alt;
    const withSecondLater = { ...years[withSecond] };
    delete years[withSecond].img2;
    delete years[withSecond].headline2;
    delete years[withSecond].desc2;
    writeJson("timeline.json", data);
    expect(validateData({ dataDir, staticDir })).toEqual([]);

    years[withSecond] = withSecondLater;
    writeJson("timeline.json", data);
    expect(validateData({ dataDir, staticDir })).toEqual([
      expect.objectContaining({ file: "data/timeline.json", entry: `entry year ${String(withSecondLater.year)}`, field: "img2Alt", message: expect.stringMatching(/^is missing/) }),
    ]);
  });
});
