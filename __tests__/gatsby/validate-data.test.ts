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

  it("checks data/ with a file replaced, without reading or writing that file (the staff API's saves)", () => {
    const services = readJson("services.json");
    const list = services.services as Json[];
    const replaced = { ...services, services: [...list, { ...list[0] }] };
    const before = fs.readFileSync(path.join(dataDir, "services.json"), "utf8");
    expect(validateData({ dataDir, staticDir }, new Map([["services", replaced]]))).toEqual([
      expect.objectContaining({ file: "data/services.json", field: "slug", pointer: `/services/${list.length}/slug`, message: expect.stringMatching(/^repeats/) }),
    ]);
    fs.writeFileSync(path.join(dataDir, "services.json"), "{ broken");
    expect(validateData({ dataDir, staticDir }, new Map([["services", services]]))).toEqual([]);
    fs.writeFileSync(path.join(dataDir, "services.json"), before);
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
      pointer: "/caseStudies/0/HeroBg",
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

  it("stops control characters, text-direction overrides and over-long text, naming entry and field", () => {
    const list = caseStudies();
    const data = readJson("case-studies.json");
    const studies = data.caseStudies as Json[];
    studies[0].title = "Orbit\x1eFoods";
    studies[1].subtitle = "Read \u202ebackwards";
    studies[2].description = "x".repeat(5_001);
    studies[3].description = "Line one\nline two\twith a tab";
    writeJson("case-studies.json", data);
    const problems = validateData({ dataDir, staticDir });
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
    expect(validateData({ dataDir, staticDir })).toContainEqual(
      expect.objectContaining({ file: "data/clients.json", field: "logo", message: expect.stringMatching(/names no industry/), pointer: expect.stringMatching(/^\/clients\/logos\/\d+\/logo$/) }),
    );
  });

  it("reports a file that is not valid JSON", () => {
    fs.writeFileSync(path.join(dataDir, "awards.json"), '{ "awards": [ }');
    expect(validateData({ dataDir, staticDir })).toContainEqual(
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

    expect(validateData({ dataDir, staticDir })).toEqual([]);
    expect(caseStudies()).toHaveLength(ids.length + 2);
  });

  it("still stops a list left empty, naming the file and the list and saying what to do", () => {
    writeJson("awards.json", { ...readJson("awards.json"), awards: [] });
    const problems = validateData({ dataDir, staticDir });
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
    expect(validateData({ dataDir, staticDir })).toEqual([
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
    expect(validateData({ dataDir, staticDir })).toEqual([
      { file: "data/case-studies.json", entry: "entry id -1", field: "id", message: "should be at least 0.", pointer: `/caseStudies/${list.length - 1}/id` },
    ]);
  });
});

describe("the spec's rules that are not counts", () => {
  it("keeps the industries to the spec's 14, in its order", () => {
    const data = readJson("clients.json");
    const clients = data.clients as { categories: string[] };
    const spec = [...clients.categories];
    clients.categories = [...spec, "Space Tourism"];
    writeJson("clients.json", data);
    expect(validateData({ dataDir, staticDir })).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "data/clients.json", entry: `clients.categories entry #${spec.length}`, message: expect.stringMatching(/^should be one of: "Automotive", /) }),
        { file: "data/clients.json", entry: "clients", field: "categories", message: `should have at most ${spec.length} entries. Remove the extra ones.`, pointer: "/clients/categories" },
      ]),
    );
  });

  it("keeps the timeline to the spec's years, 2018 to 2024", () => {
    const data = readJson("timeline.json");
    const list = data.timeline as Json[];
    list.push({ ...structuredClone(list[0]), year: 2025 });
    writeJson("timeline.json", data);
    expect(validateData({ dataDir, staticDir })).toEqual([
      { file: "data/timeline.json", entry: "entry year 2025", field: "year", message: "should be at most 2024.", pointer: `/timeline/${list.length - 1}/year` },
    ]);
  });

  it("keeps the footer's contacts to HR, Sales and Career", () => {
    const data = readJson("contacts.json");
    (data.contacts as Json[])[0].name = "Support";
    writeJson("contacts.json", data);
    expect(validateData({ dataDir, staticDir })).toEqual([
      { file: "data/contacts.json", entry: 'entry name "Support"', field: "name", message: 'should be one of: "HR", "Sales", "Career".', pointer: "/contacts/0/name" },
    ]);
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
      { file: "data/timeline.json", entry: "entry year 2024", field: "", message: expect.stringMatching(/no second panel\. Remove img2, img2Alt, headline2 and desc2/), pointer: expect.stringMatching(/^\/timeline\/\d+$/) },
    ]);
    expect(entry2018.headline2).toBeDefined();
  });

  it("says how many cards a service needs, without echoing the rule that chose it", () => {
    const data = readJson("services.json");
    const list = data.services as Json[];
    list[0].cards = [];
    writeJson("services.json", data);
    expect(validateData({ dataDir, staticDir })).toEqual([
      expect.objectContaining({ file: "data/services.json", entry: `entry slug "${String(list[0].slug)}"`, field: "cards", message: "should have at least 4 entries. Add more." }),
    ]);
  });
});

describe("the privacy notice (data/privacy.json)", () => {
  const privacy = () => readJson("privacy.json");

  it("names the file, the form and the field of a broken entry, with the fix", () => {
    const data = privacy();
    const notice = data.privacy as Json;
    delete (notice.grievanceOfficer as Json).email;
    ((notice.forms as Json[])[1] as Json).seenBy = ["hr", "accounts"];
    writeJson("privacy.json", data);
    const problems = validateData({ dataDir, staticDir });
    expect(problems).toEqual(
      expect.arrayContaining([
        { file: "data/privacy.json", entry: "privacy", field: "grievanceOfficer.email", message: "is missing. Add it: every entry needs this field.", pointer: "/privacy/grievanceOfficer/email" },
        expect.objectContaining({ file: "data/privacy.json", entry: 'privacy.forms entry id "applications"', field: "seenBy[1]", message: expect.stringMatching(/should be one of: "admin", "hr"/) }),
      ]),
    );
    expect(formatProblems(problems)).toMatch(/data\/privacy\.json › privacy › field "grievanceOfficer\.email": is missing/);
  });

  it("needs each form once: a repeated form is named with the fix", () => {
    const data = privacy();
    const forms = (data.privacy as Json).forms as Json[];
    forms[2] = { ...forms[2], id: "enquiries" };
    writeJson("privacy.json", data);
    expect(validateData({ dataDir, staticDir })).toEqual([
      {
        file: "data/privacy.json",
        entry: 'privacy.forms entry id "enquiries"',
        field: "id",
        message: 'repeats the value "enquiries". Each form appears once: change this id to the one that is missing.',
        pointer: "/privacy/forms/2/id",
      },
    ]);
  });

  it("refuses a version the forms could not send", () => {
    const data = privacy();
    (data.privacy as Json).version = "v 2 (new)";
    writeJson("privacy.json", data);
    expect(validateData({ dataDir, staticDir })).toEqual([
      expect.objectContaining({ file: "data/privacy.json", entry: "privacy", field: "version", message: expect.stringMatching(/should match the pattern/) }),
    ]);
  });

  it("refuses an effective date not written YYYY-MM-DD, or a day the calendar does not have", () => {
    const data = privacy();
    (data.privacy as Json).effectiveFrom = "01/12/2026";
    writeJson("privacy.json", data);
    expect(validateData({ dataDir, staticDir })).toContainEqual(
      expect.objectContaining({ file: "data/privacy.json", field: "effectiveFrom", message: "should match the pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$.", pointer: "/privacy/effectiveFrom" }),
    );
    (data.privacy as Json).effectiveFrom = "2026-02-30";
    writeJson("privacy.json", data);
    expect(validateData({ dataDir, staticDir })).toEqual([
      expect.objectContaining({ file: "data/privacy.json", field: "effectiveFrom", message: "should be a valid date.", pointer: "/privacy/effectiveFrom" }),
    ]);
  });

  it("names each version once, and dates each earlier version before the notice it was replaced by (issue 28)", () => {
    const data = privacy();
    const notice = data.privacy as Json;
    notice.earlierVersions = [
      { version: "old-1", effectiveFrom: "2020-01-01" },
      { version: notice.version, effectiveFrom: "2020-02-01" },
      { version: "old-3", effectiveFrom: notice.effectiveFrom },
    ];
    writeJson("privacy.json", data);
    expect(validateData({ dataDir, staticDir })).toEqual([
      expect.objectContaining({ entry: `privacy.earlierVersions entry 2 (${String(notice.version)})`, field: "version", pointer: "/privacy/earlierVersions/1/version" }),
      expect.objectContaining({ entry: "privacy.earlierVersions entry 3 (old-3)", field: "effectiveFrom", pointer: "/privacy/earlierVersions/2/effectiveFrom" }),
    ]);
  });
});

describe("redirects (data/redirects.json, issue 30)", () => {
  it("stops the build on a redirect from a page of the site, naming file, entry, field and fix (issue 30)", () => {
    const slug = String((readJson("services.json").services as Json[])[0].slug);
    writeJson("redirects.json", {
      $schema: "./schemas/redirects.schema.json",
      redirects: [
        { from: "/old-work", to: "/about", permanent: true },
        { from: `/services/${slug}`, to: "/services", permanent: true },
      ],
    });
    const problems = validateData({ dataDir, staticDir });
    expect(problems).toEqual([expect.objectContaining({ file: "data/redirects.json", entry: `entry from "/services/${slug}"`, field: "from", pointer: "/redirects/1/from" })]);
    expect(formatProblems(problems)).toContain(
      `data/redirects.json › entry from "/services/${slug}" › field "from": is "/services/${slug}", the address of the page of the service "${slug}": a redirect would hide that page. Redirect only an address that no longer has a page.`,
    );
  });

  it("refuses a redirect that lost its page when a service's slug changes in services.json (issue 30)", () => {
    const services = readJson("services.json");
    const first = (services.services as Json[])[0];
    writeJson("redirects.json", { $schema: "./schemas/redirects.schema.json", redirects: [{ from: "/old-work", to: `/services/${String(first.slug)}`, permanent: false }] });
    expect(validateData({ dataDir, staticDir })).toEqual([]);
    first.slug = "renamed-service";
    writeJson("services.json", services);
    expect(validateData({ dataDir, staticDir })).toEqual([
      expect.objectContaining({ file: "data/redirects.json", field: "to", message: expect.stringMatching(/which is no page of this site/) }),
    ]);
  });
});
