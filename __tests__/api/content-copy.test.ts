/** @jest-environment node */
/**
 * The words moved into data/ through the content API (issue 30): the Pages and Terms collections are listed
 * and editable like the others; a save the build's checks refuse answers 422 naming the field (nothing written).
 */
import { clone, contentSuite, type Json } from "./content-suite";
import { TEST_ENGINES } from "./helpers";

jest.setTimeout(120_000);

type Page = { path: string; seo: Json; sections: Json[] };

describe.each(TEST_ENGINES)("pages and terms in the content API on %s", (engine) => {
  const suite = contentSuite(engine);
  const { load, save } = suite;

  it("lists Pages with one entry per page and Terms as one", async () => {
    const { body } = await suite.marketing.json<{ collection: string; title: string; entries: number }[]>("/staff/content");
    const byName = Object.fromEntries(body.map((c) => [c.collection, c]));
    expect(byName.pages).toMatchObject({ title: "Pages", entries: (suite.repo.readJson("data/pages.json").pages as unknown[]).length });
    expect(byName.terms).toMatchObject({ title: "Terms and conditions", entries: 1 });
  });

  it("saves a page's new SEO title and a home headline as one commit", async () => {
    const { data, version } = await load("pages");
    const changed = clone(data);
    const pages = changed.pages as Page[];
    const about = pages.find((page) => page.path === "/about") as Page;
    about.seo.title = "About Selenova Digital";
    const home = pages.find((page) => page.path === "/") as Page;
    (home.sections.find((section) => section.place === "timelineSection") as Json).heading = "Our <span>orbit</span> so far";
    const commits = suite.repo.commitCount();
    const { status } = await save("pages", changed, version);
    expect(status).toBe(200);
    expect(suite.repo.commitCount()).toBe(commits + 1);
    const saved = suite.repo.readJson("data/pages.json").pages as Page[];
    expect(saved.find((page) => page.path === "/about")?.seo.title).toBe("About Selenova Digital");
  });

  it("refuses a page without a part it shows, and terms with a {word} the page does not fill in, writing nothing", async () => {
    const pages = await load("pages");
    const broken = clone(pages.data);
    const list = broken.pages as Page[];
    const index = list.findIndex((page) => page.path === "/career");
    list[index].sections = [];
    const before = suite.repo.read("data/pages.json");
    const refused = await save("pages", broken, pages.version);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ field: `/pages/${index}/sections`, message: expect.stringMatching(/has no "hero": the careers page shows its heading and intro/) }]);
    expect(suite.repo.read("data/pages.json")).toBe(before);

    const terms = await load("terms");
    const words = clone(terms.data) as { terms: { sections: { paragraphs: string[] }[] } };
    words.terms.sections[0].paragraphs[0] = "Write to {mail}.";
    const termsRefused = await save("terms", words, terms.version);
    expect(termsRefused.status).toBe(422);
    expect(termsRefused.body.errors).toEqual([{ field: "/terms/sections/0/paragraphs/0", message: expect.stringMatching(/\{mail\}, which the page does not fill in/) }]);
  });
});
