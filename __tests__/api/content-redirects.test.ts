/** @jest-environment node */
/**
 * Redirects through the content API (issue 30): a save of data/redirects.json is checked by the build's
 * rules plus the posts and jobs the store shows now (422 naming entry and field, nothing written), and a
 * save that moves a page (a service's slug, a case study's id) adds its redirect in the same commit.
 */
import { clone, contentSuite, type Json } from "./content-suite";
import { TEST_ENGINES } from "./helpers";

jest.setTimeout(120_000);

interface Redirect {
  from: string;
  to: string;
  permanent: boolean;
}
const file = (redirects: Redirect[]) => ({ $schema: "./schemas/redirects.schema.json", redirects });

describe.each(TEST_ENGINES)("redirects in the content API on %s", (engine) => {
  const suite = contentSuite(engine);
  const { load, save } = suite;
  const redirectsInRepo = () => suite.repo.readJson<{ redirects: Redirect[] }>("data/redirects.json").redirects;

  it("lists Redirects among the collections, empty at first", async () => {
    const { body } = await suite.marketing.json<Json[]>("/staff/content");
    expect(body.find((c) => c.collection === "redirects")).toMatchObject({ title: "Redirects", entries: 0, single: false });
    expect((await load("redirects")).data).toEqual(file([]));
  });

  it("saves a redirect to a page in one commit", async () => {
    const { version } = await load("redirects");
    const commits = suite.repo.commitCount();
    const saved = await save("redirects", file([{ from: "/old-about", to: "/about", permanent: true }]), version);
    expect(saved.status).toBe(200);
    expect(redirectsInRepo()).toEqual([{ from: "/old-about", to: "/about", permanent: true }]);
    expect(suite.repo.commitCount()).toBe(commits + 1);
  });

  it("refuses each bad redirect with 422 naming the entry and field, and writes nothing", async () => {
    const { data, version } = await load("redirects");
    const before = suite.repo.read("data/redirects.json");
    const commits = suite.repo.commitCount();
    const { status, body } = await save(
      "redirects",
      file([
        ...(data.redirects as Redirect[]),
        { from: "/about", to: "/services", permanent: true },
        { from: "/old-about/", to: "/services", permanent: true },
        { from: "/a", to: "/b", permanent: false },
        { from: "/b", to: "/a", permanent: false },
        { from: "/c", to: "/old-about", permanent: true },
        { from: "/d", to: "/no-such-page", permanent: true },
      ]),
      version,
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual([
      { field: "/redirects/2/from", message: expect.stringMatching(/^"from" is "\/old-about\/", the same address as entry #0/) },
      { field: "/redirects/1/from", message: expect.stringMatching(/^"from" is "\/about", the address of the about page/) },
      { field: "/redirects/3/to", message: expect.stringMatching(/^"to" is "\/b", which is redirected back here: visitors would go round in a loop/) },
      { field: "/redirects/4/to", message: expect.stringMatching(/^"to" is "\/a", which is redirected back here/) },
      { field: "/redirects/5/to", message: expect.stringMatching(/^"to" is "\/old-about", which is itself redirected to "\/about"\. Point this one at "\/about" instead/) },
      { field: "/redirects/6/to", message: expect.stringMatching(/^"to" is "\/no-such-page", which is no page of this site/) },
    ]);
    expect(suite.repo.read("data/redirects.json")).toBe(before);
    expect(suite.repo.commitCount()).toBe(commits);
  });

  it("counts the store's published posts and open jobs as pages", async () => {
    const posts = (await (await fetch(`${suite.server.base}/blogs?page=1`)).json()) as { url: string }[];
    const jobs = ((await (await fetch(`${suite.server.base}/jobVacancies`)).json()) as { data: { id: number }[] }).data;
    const { data, version } = await load("redirects");
    const list = data.redirects as Redirect[];
    const fromPost = await save("redirects", file([...list, { from: `/blog/${posts[0].url}`, to: "/blog", permanent: true }]), version);
    expect(fromPost.status).toBe(422);
    expect(fromPost.body.errors).toEqual([{ field: `/redirects/${list.length}/from`, message: expect.stringContaining(`the published post "${posts[0].url}"`) }]);
    const toNowhere = await save("redirects", file([...list, { from: "/old-post", to: "/blog/no-such-post", permanent: true }]), version);
    expect(toNowhere.body.errors).toEqual([{ field: `/redirects/${list.length}/to`, message: expect.stringContaining("which is no page of this site") }]);
    const toPostAndJob = await save(
      "redirects",
      file([...list, { from: "/old-post", to: `/blog/${posts[0].url}`, permanent: true }, { from: "/old-job", to: `/career/${jobs[0].id}`, permanent: false }]),
      version,
    );
    expect(toPostAndJob.status).toBe(200);
  });

  it("refuses a redirect to a post's former address, naming where the post is now", async () => {
    const [, post] = (await (await fetch(`${suite.server.base}/blogs?page=1`)).json()) as { id: number; url: string }[];
    const { body: staffPost } = await suite.marketing.json<Json & { version: number }>(`/staff/posts/${post.id}`);
    const renamed = await suite.marketing.json<Json>(`/staff/posts/${post.id}`, {
      method: "PUT",
      body: { title: staffPost.title, url: `${post.url}-v2`, blog: staffPost.blog, status: staffPost.status, version: staffPost.version },
    });
    expect(renamed.status).toBe(200);
    const { data, version } = await load("redirects");
    const list = data.redirects as Redirect[];
    const saved = await save("redirects", file([...list, { from: "/old-news", to: `/blog/${post.url}`, permanent: true }]), version);
    expect(saved.status).toBe(422);
    expect(saved.body.errors).toEqual([
      {
        field: `/redirects/${list.length}/to`,
        message: `"to" is "/blog/${post.url}", the former address of a post that is now at "/blog/${post.url}-v2". Point this one at "/blog/${post.url}-v2" instead, so visitors get there in one step.`,
      },
    ]);
  });

  it("adds a permanent redirect when a service's slug changes, in the same commit, and fixes a redirect that led to the old address", async () => {
    const redirects = await load("redirects");
    const services = await load("services");
    const oldSlug = String((services.data.services as Json[])[0].slug);
    const kept = (redirects.data.redirects as Redirect[]).filter((r) => r.to !== `/services/${oldSlug}`);
    expect((await save("redirects", file([...kept, { from: "/our-work", to: `/services/${oldSlug}`, permanent: false }]), redirects.version)).status).toBe(200);
    const commits = suite.repo.commitCount();

    const moved = clone(services.data);
    (moved.services as Json[])[0].slug = "renamed-by-marketing";
    const saved = await save("services", moved, services.version);
    expect(saved.status).toBe(200);
    expect(suite.repo.commitCount()).toBe(commits + 1);
    expect(suite.repo.git("show", "--name-only", "--format=", "HEAD").trim().split("\n").sort()).toEqual(["data/redirects.json", "data/services.json"]);
    expect(redirectsInRepo()).toEqual([
      ...kept,
      { from: "/our-work", to: "/services/renamed-by-marketing", permanent: false },
      { from: `/services/${oldSlug}`, to: "/services/renamed-by-marketing", permanent: true },
    ]);

    // Moved back: the page is at its old address again, so its redirect goes and the other leads back there.
    const again = await load("services");
    const back = clone(again.data);
    (back.services as Json[])[0].slug = oldSlug;
    expect((await save("services", back, again.version)).status).toBe(200);
    expect(redirectsInRepo()).toEqual([
      ...kept,
      { from: "/our-work", to: `/services/${oldSlug}`, permanent: false },
      { from: "/services/renamed-by-marketing", to: `/services/${oldSlug}`, permanent: true },
    ]);
  });

  it("adds the redirect of a case study whose id changes, and none when entries are only reordered", async () => {
    const studies = await load("case-studies");
    const list = studies.data.caseStudies as Json[];
    const oldId = Number(list[1].id);
    const newId = Math.max(...list.map((entry) => Number(entry.id))) + 1;
    const moved = clone(studies.data);
    (moved.caseStudies as Json[])[1].id = newId;
    expect((await save("case-studies", moved, studies.version)).status).toBe(200);
    expect(redirectsInRepo()).toContainEqual({ from: `/CaseStudy/${oldId}`, to: `/CaseStudy/${newId}`, permanent: true });

    const before = suite.repo.read("data/redirects.json");
    const now = await load("case-studies");
    const swapped = clone(now.data);
    const entries = swapped.caseStudies as Json[];
    [entries[0], entries[1]] = [entries[1], entries[0]];
    expect((await save("case-studies", swapped, now.version)).status).toBe(200);
    expect(suite.repo.read("data/redirects.json")).toBe(before);
    expect(suite.repo.git("show", "--name-only", "--format=", "HEAD").trim()).toBe("data/case-studies.json");
  });
});
