/** @jest-environment node */
import fs from "fs";
import path from "path";
import { validateData } from "../../gatsby/validate-data";
import { formatProblems } from "../../gatsby/validate-data/problems";
import { dataCopyPerTest, type Json } from "./data-copy";

const { dirs, readJson, writeJson } = dataCopyPerTest();
const caseStudies = () => readJson("case-studies.json").caseStudies as Json[];

describe("validateData", () => {
  it("accepts the project's own data", () => {
    expect(validateData(dirs)).toEqual([]);
  });

  it("checks data/ with a file replaced, without reading or writing that file (the staff API's saves)", () => {
    const services = readJson("services.json");
    const list = services.services as Json[];
    const replaced = { ...services, services: [...list, { ...list[0] }] };
    const before = fs.readFileSync(path.join(dirs.dataDir, "services.json"), "utf8");
    expect(validateData(dirs, new Map([["services", replaced]]))).toEqual([
      expect.objectContaining({ file: "data/services.json", field: "slug", pointer: `/services/${list.length}/slug`, message: expect.stringMatching(/^repeats/) }),
    ]);
    fs.writeFileSync(path.join(dirs.dataDir, "services.json"), "{ broken");
    expect(validateData(dirs, new Map([["services", services]]))).toEqual([]);
    fs.writeFileSync(path.join(dirs.dataDir, "services.json"), before);
  });

  it("names the file, the entry by id and the field of a missing or mistyped value, all at once", () => {
    const data = readJson("case-studies.json");
    const list = data.caseStudies as Json[];
    delete list[3].title;
    list[5].counter = "lots";
    writeJson("case-studies.json", data);

    const problems = validateData(dirs);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "data/case-studies.json", entry: "entry id 3", field: "title", message: expect.stringMatching(/missing/), pointer: "/caseStudies/3/title" }),
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

    const problems = validateData(dirs);
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
    const problems = validateData(dirs);
    expect(problems).toContainEqual({
      file: "data/case-studies.json",
      entry: "entry id 0",
      field: "HeroBg",
      message: expect.stringMatching(/"images\/nowhere\/missing\.jpg", which is not a file under data\/\. Add the file or correct the path/),
      pointer: "/caseStudies/0/HeroBg",
    });
  });

  it("rejects an image path that climbs out of data/", () => {
    const data = readJson("case-studies.json");
    (data.caseStudies as Json[])[0].image = "../package.json";
    writeJson("case-studies.json", data);
    expect(validateData(dirs)).toContainEqual(
      expect.objectContaining({ entry: "entry id 0", field: "image", message: expect.stringMatching(/not a file under data/) }),
    );
  });

  it("reports an unknown field by name", () => {
    const data = readJson("services.json");
    (data.services as Json[])[0].colour = "#fff";
    writeJson("services.json", data);
    const first = ((data.services as Json[])[0].slug as string) ?? "";
    expect(validateData(dirs)).toContainEqual(
      expect.objectContaining({ file: "data/services.json", entry: `entry slug "${first}"`, field: "colour", message: expect.stringMatching(/not a known field/) }),
    );
  });

  it("stops control characters, text-direction overrides and over-long text, naming entry and field", () => {
    const list = caseStudies();
    const data = readJson("case-studies.json");
    const studies = data.caseStudies as Json[];
    studies[0].title = "Orbit\x1eFoods";
    studies[1].subtitle = "Read \u202ebackwards";
    studies[2].description = "x".repeat(5_001);
    studies[3].description = "Line one\nline two\twith a tab";
    writeJson("case-studies.json", data);
    const problems = validateData(dirs);
    expect(problems).toEqual([
      expect.objectContaining({ entry: `entry id ${list[0].id}`, field: "title", pointer: "/caseStudies/0/title", message: expect.stringMatching(/control character \(U\+001E\)/) }),
      expect.objectContaining({ entry: `entry id ${list[1].id}`, field: "subtitle", pointer: "/caseStudies/1/subtitle", message: expect.stringMatching(/text-direction override \(U\+202E\)/) }),
      expect.objectContaining({ entry: `entry id ${list[2].id}`, field: "description", message: "should be at most 5000 characters long (it has 5001). Shorten it." }),
    ]);
  });

  it("reports a client logo whose path names no industry", () => {
    const data = readJson("clients.json");
    const clients = data.clients as { logos: Json[] };
    const avatar = (readJson("testimonials.json").testimonials as Json[])[0].image as string;
    clients.logos[0].logo = avatar;
    writeJson("clients.json", data);
    expect(validateData(dirs)).toContainEqual(
      expect.objectContaining({ file: "data/clients.json", field: "logo", message: expect.stringMatching(/names no industry/), pointer: expect.stringMatching(/^\/clients\/logos\/\d+\/logo$/) }),
    );
  });

  it("reports a file that is not valid JSON", () => {
    fs.writeFileSync(path.join(dirs.dataDir, "awards.json"), '{ "awards": [ }');
    expect(validateData(dirs)).toContainEqual(
      expect.objectContaining({ file: "data/awards.json", entry: "(file)", message: expect.stringMatching(/not valid JSON/) }),
    );
  });

  it("takes more content than today's: a 20th case study, a renamed and a fourth award, one more of each list", () => {
    const studies = readJson("case-studies.json");
    const list = studies.caseStudies as Json[];
    const ids = list.map((entry) => entry.id as number);
    const next = (suffix: string, from: Json): Json => ({
      ...structuredClone(from),
      pdf: `${String(from.pdf)}-${suffix}`,
      slung: `${String(from.slung)}-${suffix}`,
      title: `${String(from.title)} (${suffix})`,
    });
    // The next free id, and one after a gap: pages are made per id, nothing counts on 0..n-1.
    list.push({ ...next("twentieth", list[0]), id: Math.max(...ids) + 1 });
    list.push({ ...next("later", list[1]), id: Math.max(...ids) + 7 });
    writeJson("case-studies.json", studies);

    const awards = readJson("awards.json");
    const awardList = awards.awards as Json[];
    awardList[0].title = "Moonshot Agency of the Decade";
    awardList.push({ ...awardList[1], title: "Best Orbit Campaign 2025", year: 2025 });
    writeJson("awards.json", awards);

    const grow = (file: string, key: string, unique: string) => {
      const data = readJson(file);
      const entries = data[key] as Json[];
      const last = entries[entries.length - 1];
      entries.push({ ...structuredClone(last), [unique]: `${String(last[unique])}-again` });
      writeJson(file, data);
    };
    grow("partners.json", "partners", "name");
    grow("testimonials.json", "testimonials", "name");
    grow("intro-slides.json", "introSlides", "title");
    grow("services.json", "services", "slug");
    const videos = readJson("videos.json");
    const videoList = videos.videos as Json[];
    videoList.push({ ...videoList[0], title: `${String(videoList[0].title)} (again)`, src: videoList[1].src });
    videoList.splice(1, 1);
    writeJson("videos.json", videos);

    expect(validateData(dirs)).toEqual([]);
    expect(caseStudies()).toHaveLength(ids.length + 2);
  });

  it("still stops a list left empty, naming the file and the list and saying what to do", () => {
    writeJson("awards.json", { ...readJson("awards.json"), awards: [] });
    const problems = validateData(dirs);
    expect(problems).toEqual([
      { file: "data/awards.json", entry: '"awards" list', field: "", message: "should have at least 1 entry. Add one.", pointer: "/awards" },
    ]);
    expect(formatProblems(problems)).toContain('data/awards.json › "awards" list: should have at least 1 entry. Add one.');
  });

  it("still stops an added case study that reuses a pdf key, or has a negative id, by entry and field", () => {
    const data = readJson("case-studies.json");
    const list = data.caseStudies as Json[];
    const last = list[list.length - 1];
    const nextId = Math.max(...list.map((entry) => entry.id as number)) + 1;
    list.push({ ...structuredClone(last), id: nextId, slung: "new-slug", title: "A new mission" });
    writeJson("case-studies.json", data);
    expect(validateData(dirs)).toEqual([
      {
        file: "data/case-studies.json",
        entry: `entry id ${nextId}`,
        field: "pdf",
        message: `repeats the value ${JSON.stringify(last.pdf)} of entry #${list.length - 2}. Each entry needs its own pdf.`,
        pointer: `/caseStudies/${list.length - 1}/pdf`,
      },
    ]);

    list[list.length - 1] = { ...list[list.length - 1], id: -1, pdf: "a-new-mission" };
    writeJson("case-studies.json", data);
    expect(validateData(dirs)).toEqual([
      { file: "data/case-studies.json", entry: "entry id -1", field: "id", message: "should be at least 0.", pointer: `/caseStudies/${list.length - 1}/id` },
    ]);
  });
});
