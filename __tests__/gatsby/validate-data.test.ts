/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { validateData } from "../../gatsby/validate-data";
import { formatProblems } from "../../gatsby/validate-data/problems";

const root = path.resolve(__dirname, "../..");
let dataDir: string;
let staticDir: string;

type Json = Record<string, unknown>;
const readJson = (file: string): Json => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as Json;
const writeJson = (file: string, value: unknown) => fs.writeFileSync(path.join(dataDir, file), JSON.stringify(value));
const caseStudies = () => readJson("case-studies.json").caseStudies as Json[];

beforeEach(() => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "data-check-"));
  dataDir = path.join(tmp, "data");
  staticDir = path.join(root, "static");
  // The JSON and schemas are copied to be broken; the images are linked, never written.
  fs.cpSync(path.join(root, "data"), dataDir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images`) });
  fs.symlinkSync(path.join(root, "data", "images"), path.join(dataDir, "images"));
});

describe("validateData", () => {
  it("accepts the project's own data", () => {
    expect(validateData({ dataDir, staticDir })).toEqual([]);
  });

  it("names the file, the entry by id and the field of a missing or mistyped value, all at once", () => {
    const data = readJson("case-studies.json");
    const list = data.caseStudies as Json[];
    delete list[3].title;
    list[5].counter = "lots";
    writeJson("case-studies.json", data);

    const problems = validateData({ dataDir, staticDir });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "data/case-studies.json", entry: "entry id 3", field: "title", message: expect.stringMatching(/missing/) }),
        expect.objectContaining({ file: "data/case-studies.json", entry: "entry id 5", field: "counter", message: expect.stringMatching(/array/) }),
      ]),
    );
    expect(formatProblems(problems)).toMatch(/data\/case-studies\.json › entry id 3 › field "title": is missing/);
  });

  it("reports a duplicate id and a duplicate slug", () => {
    const data = readJson("case-studies.json");
    const list = data.caseStudies as Json[];
    list[2].id = list[1].id;
    writeJson("case-studies.json", data);
    const services = readJson("services.json");
    const serviceList = services.services as Json[];
    serviceList[1].slug = serviceList[0].slug;
    writeJson("services.json", services);

    const problems = validateData({ dataDir, staticDir });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "data/case-studies.json", field: "id", message: expect.stringMatching(/repeats/) }),
        expect.objectContaining({ file: "data/services.json", field: "slug", message: expect.stringMatching(/repeats/) }),
      ]),
    );
  });

  it("reports an image that does not exist, with the fix", () => {
    const data = readJson("case-studies.json");
    (data.caseStudies as Json[])[0].HeroBg = "images/nowhere/missing.jpg";
    writeJson("case-studies.json", data);
    const problems = validateData({ dataDir, staticDir });
    expect(problems).toContainEqual({
      file: "data/case-studies.json",
      entry: "entry id 0",
      field: "HeroBg",
      message: expect.stringMatching(/"images\/nowhere\/missing\.jpg", which is not a file under data\/\. Add the file or correct the path/),
    });
  });

  it("rejects an image path that climbs out of data/", () => {
    const data = readJson("case-studies.json");
    (data.caseStudies as Json[])[0].image = "../package.json";
    writeJson("case-studies.json", data);
    expect(validateData({ dataDir, staticDir })).toContainEqual(
      expect.objectContaining({ entry: "entry id 0", field: "image", message: expect.stringMatching(/not a file under data/) }),
    );
  });

  it("reports an unknown field by name", () => {
    const data = readJson("services.json");
    (data.services as Json[])[0].colour = "#fff";
    writeJson("services.json", data);
    const first = ((data.services as Json[])[0].slug as string) ?? "";
    expect(validateData({ dataDir, staticDir })).toContainEqual(
      expect.objectContaining({ file: "data/services.json", entry: `entry slug "${first}"`, field: "colour", message: expect.stringMatching(/not a known field/) }),
    );
  });

  it("reports a client logo whose path names no industry", () => {
    const data = readJson("clients.json");
    const clients = data.clients as { logos: Json[] };
    const avatar = (readJson("testimonials.json").testimonials as Json[])[0].image as string;
    clients.logos[0].logo = avatar;
    writeJson("clients.json", data);
    expect(validateData({ dataDir, staticDir })).toContainEqual(
      expect.objectContaining({ file: "data/clients.json", field: "logo", message: expect.stringMatching(/names no industry/) }),
    );
  });

  it("reports a file that is not valid JSON", () => {
    fs.writeFileSync(path.join(dataDir, "awards.json"), '{ "awards": [ }');
    expect(validateData({ dataDir, staticDir })).toContainEqual(
      expect.objectContaining({ file: "data/awards.json", entry: "(file)", message: expect.stringMatching(/not valid JSON/) }),
    );
  });

  it("keeps the spec's counts: 19 case studies", () => {
    const data = readJson("case-studies.json");
    (data.caseStudies as Json[]).pop();
    writeJson("case-studies.json", data);
    expect(caseStudies()).toHaveLength(18);
    expect(validateData({ dataDir, staticDir })).toContainEqual(
      expect.objectContaining({ file: "data/case-studies.json", message: expect.stringMatching(/at least 19/) }),
    );
  });
});

describe("rules across fields", () => {
  it("explains that the 2024 timeline entry has no second panel", () => {
    const data = readJson("timeline.json");
    const list = data.timeline as Json[];
    const entry2024 = list.find((e) => e.year === 2024) as Json;
    const entry2018 = list.find((e) => e.year === 2018) as Json;
    entry2024.headline2 = "A second panel";
    writeJson("timeline.json", data);
    const problems = validateData({ dataDir, staticDir });
    expect(problems).toEqual([
      { file: "data/timeline.json", entry: "entry year 2024", field: "", message: expect.stringMatching(/no second panel\. Remove img2, headline2 and desc2/) },
    ]);
    expect(entry2018.headline2).toBeDefined();
  });

  it("says how many cards a service needs, without echoing the rule that chose it", () => {
    const data = readJson("services.json");
    const list = data.services as Json[];
    list[0].cards = [];
    writeJson("services.json", data);
    expect(validateData({ dataDir, staticDir })).toEqual([
      expect.objectContaining({ file: "data/services.json", entry: `entry slug "${String(list[0].slug)}"`, field: "cards", message: "should have at least 4 entries." }),
    ]);
  });
});
