/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import { validateData } from "../../gatsby/validate-data";
import { formatProblems } from "../../gatsby/validate-data/problems";

/** The build's checks on the words moved into data/ (issue 30): pages.json, terms.json, privacy.json's page, seo. */
const root = path.resolve(__dirname, "../..");
let dataDir: string;
const staticDir = path.join(root, "static");

type Json = Record<string, unknown>;
const readJson = (file: string): Json => JSON.parse(fs.readFileSync(path.join(dataDir, file), "utf8")) as Json;
const writeJson = (file: string, value: unknown) => fs.writeFileSync(path.join(dataDir, file), JSON.stringify(value));
const check = () => validateData({ dataDir, staticDir });
const pages = () => readJson("pages.json");
const pageAt = (data: Json, at: string) => (data.pages as Json[]).find((page) => page.path === at) as Json & { seo: Json; sections: Json[] };
const indexOf = (data: Json, at: string) => (data.pages as Json[]).findIndex((page) => page.path === at);

beforeEach(() => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "copy-check-"));
  dataDir = path.join(tmp, "data");
  fs.cpSync(path.join(root, "data"), dataDir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images`) });
  fs.symlinkSync(path.join(root, "data", "images"), path.join(dataDir, "images"));
});

describe("data/pages.json", () => {
  it("is accepted as the project has it", () => {
    expect(check()).toEqual([]);
  });

  it("names the file, the page by its address and the field of a missing title or an image that is not there", () => {
    const data = pages();
    const about = pageAt(data, "/about");
    delete about.seo.title;
    about.seo.image = "images/intro/no-such-picture.jpg";
    writeJson("pages.json", data);
    const at = indexOf(data, "/about");
    const problems = check();
    expect(problems).toEqual([
      expect.objectContaining({ file: "data/pages.json", entry: 'entry path "/about"', field: "seo.title", pointer: `/pages/${at}/seo/title`, message: expect.stringMatching(/is missing/) }),
      expect.objectContaining({ file: "data/pages.json", entry: 'entry path "/about"', field: "seo.image", message: expect.stringMatching(/not a file under data\//) }),
    ]);
    expect(formatProblems(problems)).toContain('data/pages.json › entry path "/about" › field "seo.title": is missing. Add it');
  });

  it("needs every heading and intro the page shows, and says which part is missing", () => {
    const data = pages();
    const home = pageAt(data, "/");
    home.sections = home.sections.filter((section) => section.place !== "timelineSection");
    const clients = home.sections.find((section) => section.place === "clientsSection") as Json;
    delete clients.intro;
    writeJson("pages.json", data);
    const at = indexOf(data, "/");
    const j = home.sections.indexOf(clients);
    expect(check()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "data/pages.json", entry: 'entry path "/"', field: `sections[${j}].intro`, pointer: `/pages/${at}/sections/${j}/intro`, message: expect.stringMatching(/^is missing: the home page shows the clientsSection's intro/) }),
        expect.objectContaining({ file: "data/pages.json", entry: 'entry path "/"', field: "sections", message: expect.stringContaining('has no "timelineSection"') }),
      ]),
    );
  });

  it("refuses a part the page does not show, a repeated part and a word in braces the page does not fill in", () => {
    const data = pages();
    const blog = pageAt(data, "/blog");
    blog.sections.push({ place: "videosSection", heading: "Videos" }, { place: "hero", heading: "Blog again" });
    const contact = pageAt(data, "/contact-us");
    const presence = contact.sections.find((section) => section.place === "presenceSection") as Json;
    presence.intro = "One headquarters, {count} more {towns}.";
    writeJson("pages.json", data);
    const problems = check();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ entry: 'entry path "/blog"', field: `sections[${blog.sections.length - 2}].place`, message: expect.stringMatching(/"videosSection", a part the blog does not show\. Remove it, or pick one of: hero\./) }),
        expect.objectContaining({ entry: 'entry path "/blog"', field: `sections[${blog.sections.length - 1}].place`, message: expect.stringMatching(/^repeats "hero"/) }),
        expect.objectContaining({ entry: 'entry path "/contact-us"', message: expect.stringMatching(/has \{towns\}, which the page does not fill in\. Use only \{count\}, \{cities\}/) }),
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it("needs an entry for each of the site's own pages, once, and only known addresses", () => {
    const data = pages();
    const list = data.pages as Json[];
    const privacy = list.findIndex((page) => page.path === "/privacy");
    list.splice(privacy, 1);
    list.push({ ...list[0] }, { path: "/team", seo: { title: "Team", description: "Our team." }, sections: [] });
    writeJson("pages.json", data);
    const problems = check();
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "data/pages.json", entry: `entry path "/team"`, field: "path", message: expect.stringMatching(/^should be one of: "\/",/) }),
      ]),
    );
    // With the unknown address gone, the repeat and the missing page are named.
    list.pop();
    writeJson("pages.json", data);
    expect(check()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "data/pages.json", field: "path", message: expect.stringMatching(/^repeats the value "\/"/) }),
        expect.objectContaining({ file: "data/pages.json", entry: '"pages" list', message: expect.stringMatching(/has no entry for \/privacy \(the privacy notice\)/) }),
      ]),
    );
  });
});

describe("data/terms.json", () => {
  it("names the section by its id and the field of an empty heading, a lost date and an unknown {word}", () => {
    const data = readJson("terms.json") as { terms: { updated?: string; sections: Json[] } };
    data.terms.updated = "1 January 2025";
    data.terms.sections[2].heading = "";
    (data.terms.sections[3].after as string[])[0] = "Write to {mail} for approval.";
    writeJson("terms.json", data);
    const problems = check();
    const third = `entry id ${JSON.stringify(data.terms.sections[2].id)}`;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ file: "data/terms.json", entry: "terms", field: "updated", pointer: "/terms/updated", message: expect.stringMatching(/pattern/) }),
        expect.objectContaining({ file: "data/terms.json", entry: `terms.sections ${third}`, field: "heading", pointer: "/terms/sections/2/heading", message: "should not be empty." }),
      ]),
    );
    expect(formatProblems(problems)).toContain(`data/terms.json › terms.sections ${third} › field "heading": should not be empty.`);
    // The placeholder check runs on a file that passes its schema.
    data.terms.updated = "2025-01-01";
    data.terms.sections[2].heading = "Licence";
    writeJson("terms.json", data);
    expect(check()).toEqual([
      expect.objectContaining({ file: "data/terms.json", field: "after[0]", pointer: "/terms/sections/3/after/0", message: expect.stringMatching(/has \{mail\}, which the page does not fill in\. Use only \{email\}/) }),
    ]);
  });

  it("needs at least one section", () => {
    writeJson("terms.json", { $schema: "./schemas/terms.schema.json", terms: { updated: "2025-01-01", sections: [] } });
    expect(check()).toEqual([expect.objectContaining({ file: "data/terms.json", field: "sections", message: expect.stringMatching(/at least 1 entry/) })]);
  });
});

describe("privacy.json's page words and the seo of services and case studies", () => {
  it("names a privacy sentence that lost its field or uses a {word} the page does not fill in", () => {
    const data = readJson("privacy.json") as { privacy: { page: Record<string, string> } };
    data.privacy.page.seenBy = "Only {teams} see it.";
    writeJson("privacy.json", data);
    expect(check()).toEqual([expect.objectContaining({ file: "data/privacy.json", entry: "privacy", field: "page.seenBy", pointer: "/privacy/page/seenBy", message: expect.stringMatching(/Use only \{roles\}/) })]);
    delete (data.privacy.page as Partial<Record<string, string>>).keep;
    data.privacy.page.seenBy = "Only {roles} see it.";
    writeJson("privacy.json", data);
    expect(check()).toEqual([expect.objectContaining({ file: "data/privacy.json", field: "page.keep", message: expect.stringMatching(/is missing/) })]);
  });

  it("takes a service's seo with any of its fields, and names an unknown one", () => {
    const data = readJson("services.json");
    const list = data.services as Json[];
    list[1].seo = { description: "Only the description is set; the title stays the service's own." };
    list[2].seo = { title: "Branding", caption: "not a field" };
    writeJson("services.json", data);
    expect(check()).toEqual([
      expect.objectContaining({ file: "data/services.json", entry: `entry slug ${JSON.stringify(list[2].slug)}`, field: "seo.caption", message: expect.stringMatching(/not a known field/) }),
    ]);
  });
});
