/** @jest-environment node */
/** Issue 30: a content save without an image's alt text is refused (422 naming the field); a good one is kept. */
import { clone, contentSuite, type Json } from "./content-suite";
import { TEST_ENGINES } from "./helpers";

jest.setTimeout(120_000);


describe.each(TEST_ENGINES)("alt text in content saves on %s", (engine) => {
  const suite = contentSuite(engine);
  const { load, save } = suite;

  it("refuses an award without alt text with 422 naming the field and the image, and writes nothing", async () => {
    const { data, version } = await load("awards");
    const broken = clone(data);
    const award = (broken.awards as Json[])[1];
    delete award.imageAlt;
    const before = suite.repo.read("data/awards.json");
    const commits = suite.repo.commitCount();
    const { status, body } = await save("awards", broken, version);
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      { field: "/awards/1/imageAlt", message: `"imageAlt" is missing: the image "${String(award.image)}" has no alt text. Add a short sentence saying what the image shows, for people who cannot see it.` },
    ]);
    expect(suite.repo.read("data/awards.json")).toBe(before);
    expect(suite.repo.commitCount()).toBe(commits);
  });

  it("refuses blank alt text deep in an entry and on an optional image that is set", async () => {
    const { data, version } = await load("case-studies");
    const broken = clone(data);
    const list = broken.caseStudies as Json[];
    const withCards = list.findIndex((cs) => Array.isArray(cs.cards));
    ((list[withCards].cards as Json[])[1]).imageAlt = " \t ";
    const withSecond = list.findIndex((cs) => typeof cs.secondImg === "string");
    delete list[withSecond].secondImgAlt;
    const { status, body } = await save("case-studies", broken, version);
    expect(status).toBe(422);
    expect(body.errors).toHaveLength(2);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: `/caseStudies/${withCards}/cards/1/imageAlt`, message: expect.stringMatching(/^"cards\[1\]\.imageAlt" is blank: the image ".+" needs alt text\./) },
        { field: `/caseStudies/${withSecond}/secondImgAlt`, message: expect.stringMatching(/^"secondImgAlt" is missing: the image ".+" has no alt text\./) },
      ]),
    );
  });

  it("keeps a new alt text, and asks none of a decorative background", async () => {
    const { data, version } = await load("services");
    const edited = clone(data);
    const service = (edited.services as Json[])[0];
    service.thumbImgAlt = "A ringed planet with a small moon above it";
    expect(Object.keys(service).filter((key) => key.startsWith("bg"))).toEqual(["bgImg", "bgMobile"]);
    const { status } = await save("services", edited, version);
    expect(status).toBe(200);
    const saved = suite.repo.readJson<{ services: Json[] }>("data/services.json");
    expect(saved.services[0].thumbImgAlt).toBe("A ringed planet with a small moon above it");
  });
});
