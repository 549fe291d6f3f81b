/** @jest-environment node */
/**
 * A post whose url staff change (issue 30): its old address leads to the new one, at once through
 * GET /blog-moved/:url (the site's post page asks it), and in what the next build reads
 * (readPublished's formerUrls, written as 301s by gatsby/redirects-output.ts).
 */
import { readPublished } from "../../api/site/published";
import { TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { staffClient, type StaffClient } from "./staff-helpers";

jest.setTimeout(120_000);

interface Post {
  id: number;
  title: string;
  url: string;
  blog: string;
  status: string;
  version: number;
}

describe.each(TEST_ENGINES)("a post's former urls on %s", (engine) => {
  let server: TestServer;
  let marketing: StaffClient;
  const moved = async (url: string) => {
    const response = await fetch(`${server.base}/blog-moved/${encodeURIComponent(url)}`);
    return { status: response.status, body: (await response.json()) as { url?: string } };
  };
  const rename = async (id: number, url: string) => {
    const { body: post } = await marketing.json<Post>(`/staff/posts/${id}`);
    const saved = await marketing.json<Post>(`/staff/posts/${id}`, {
      method: "PUT",
      body: { title: post.title, url, blog: post.blog, status: post.status, version: post.version },
    });
    expect(saved.status).toBe(200);
    return saved.body;
  };

  beforeAll(async () => {
    server = await startServer(engine);
    marketing = await staffClient(server, "marketing");
  });
  afterAll(() => server.close());

  it("leads a changed url's old address to the post, through any number of changes, and the build reads it", async () => {
    const [first] = (await (await fetch(`${server.base}/blogs?page=1`)).json()) as { id: number; url: string }[];
    const original = first.url;
    expect(await moved(original)).toEqual({ status: 404, body: expect.objectContaining({ message: "No post was at this address" }) });

    await rename(first.id, `${original}-moved`);
    expect((await fetch(`${server.base}/blog/${original}`)).status).toBe(404);
    expect(await moved(original)).toEqual({ status: 200, body: { url: `${original}-moved` } });

    // Moved again: both former addresses lead to where it is now (never a chain).
    await rename(first.id, `${original}-again`);
    expect(await moved(original)).toEqual({ status: 200, body: { url: `${original}-again` } });
    expect(await moved(`${original}-moved`)).toEqual({ status: 200, body: { url: `${original}-again` } });
    const { formerUrls } = await readPublished(server.db);
    expect(formerUrls).toEqual(
      expect.arrayContaining([
        { from: original, to: `${original}-again` },
        { from: `${original}-moved`, to: `${original}-again` },
      ]),
    );

    // Back at its first address: that address has its page again, and leads nowhere else.
    await rename(first.id, original);
    expect(await moved(original)).toMatchObject({ status: 404 });
    expect(await moved(`${original}-again`)).toEqual({ status: 200, body: { url: original } });
    expect((await readPublished(server.db)).formerUrls).not.toContainEqual(expect.objectContaining({ from: original }));
  });

  it("forgets a former address once another post takes it, and never leads to a post visitors cannot see", async () => {
    const [, second] = (await (await fetch(`${server.base}/blogs?page=1`)).json()) as { id: number; url: string }[];
    const old = second.url;
    await rename(second.id, `${old}-renamed`);
    expect(await moved(old)).toMatchObject({ status: 200 });

    const taken = await marketing.json<Post>("/staff/posts", { method: "POST", body: { title: "Takes the address", url: old, blog: "<p>New.</p>" } });
    expect(taken.status).toBe(201);
    expect(await moved(old)).toMatchObject({ status: 404 });

    const { body: post } = await marketing.json<Post>(`/staff/posts/${second.id}`);
    await rename(second.id, `${old}-third`);
    expect(await moved(`${old}-renamed`)).toMatchObject({ status: 200 });
    const draft = await marketing.json<Post>(`/staff/posts/${second.id}`, {
      method: "PUT",
      body: { title: post.title, url: `${old}-third`, blog: post.blog, status: "draft", version: post.version + 1 },
    });
    expect(draft.status).toBe(200);
    expect(await moved(`${old}-renamed`)).toMatchObject({ status: 404 });
  });
});
