/** @jest-environment node */
/**
 * A post's own SEO title and description (issue 30, migration 0020): optional in the staff API's bodies
 * (a body without them is valid, as before, and keeps what the post had), checked (422, nothing stored),
 * read by the build (readPublished) and never added to the public calls' payloads.
 */
import { readPublished } from "../../api/site/published";
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "../../shared/seo";
import { TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { staffClient, type Errors, type StaffClient } from "./staff-helpers";

jest.setTimeout(120_000);

interface Post {
  id: number;
  title: string;
  url: string;
  blog: string;
  status: string;
  version: number;
  seoTitle: string | null;
  seoDescription: string | null;
}

describe.each(TEST_ENGINES)("a post's SEO title and description on %s", (engine) => {
  let server: TestServer;
  let marketing: StaffClient;
  const put = (post: Post, changes: Record<string, unknown>) =>
    marketing.json<Post & Errors>(`/staff/posts/${post.id}`, {
      method: "PUT",
      body: { title: post.title, url: post.url, blog: post.blog, status: post.status, version: post.version, ...changes },
    });

  beforeAll(async () => {
    server = await startServer(engine);
    marketing = await staffClient(server, "marketing");
  });
  afterAll(() => server.close());

  it("saves a post without them as before, and stores, keeps and clears them when given", async () => {
    const plain = await marketing.json<Post>("/staff/posts", { method: "POST", body: { title: "No SEO of its own", blog: "<p>Body.</p>" } });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ seoTitle: null, seoDescription: null });

    const own = await marketing.json<Post>("/staff/posts", {
      method: "POST",
      body: { title: "With SEO", blog: "<p>Body.</p>", seoTitle: "  Rockets for marketers  ", seoDescription: "How a launch plan works." },
    });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ seoTitle: "Rockets for marketers", seoDescription: "How a launch plan works." });
    expect((await marketing.json<Post>(`/staff/posts/${own.body.id}`)).body).toMatchObject({ seoTitle: "Rockets for marketers" });

    // A body that leaves them out (an older client) keeps them.
    const kept = await put(own.body, {});
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({ seoTitle: "Rockets for marketers", seoDescription: "How a launch plan works.", version: 2 });

    // Null or blank clears them: the page uses the title and the text's start again.
    const cleared = await put(kept.body, { seoTitle: null, seoDescription: "   " });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ seoTitle: null, seoDescription: null, version: 3 });
  });

  it("refuses a wrong type or an over-long value with 422 under the field, and stores nothing", async () => {
    const { body: post } = await marketing.json<Post>("/staff/posts", {
      method: "POST",
      body: { title: "Checked SEO", blog: "<p>Body.</p>", seoTitle: "Kept title" },
    });
    const cases: [Record<string, unknown>, Errors["errors"]][] = [
      [{ seoTitle: 42 }, [{ field: "seoTitle", message: "Must be text" }]],
      [{ seoDescription: ["a"] }, [{ field: "seoDescription", message: "Must be text" }]],
      [{ seoTitle: "t".repeat(SEO_TITLE_MAX + 1) }, [{ field: "seoTitle", message: `Must be at most ${SEO_TITLE_MAX} characters` }]],
      [
        { seoDescription: "d".repeat(SEO_DESCRIPTION_MAX + 1) },
        [{ field: "seoDescription", message: `Must be at most ${SEO_DESCRIPTION_MAX} characters` }],
      ],
    ];
    for (const [changes, errors] of cases) {
      const refused = await put(post, { ...changes, title: "Changed title" });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual(errors);
      const created = await marketing.json<Errors>("/staff/posts", { method: "POST", body: { title: "Never stored", blog: "<p>x</p>", ...changes } });
      expect(created.status).toBe(422);
      expect(created.body.errors).toEqual(errors);
    }
    const after = (await marketing.json<Post>(`/staff/posts/${post.id}`)).body;
    expect(after).toMatchObject({ title: "Checked SEO", seoTitle: "Kept title", version: 1 });
    const { body: list } = await marketing.json<{ items: Post[] }>("/staff/posts?q=never%20stored");
    expect(list.items).toEqual([]);

    // At the cap exactly, it is stored.
    const atCap = await put(post, { seoTitle: "t".repeat(SEO_TITLE_MAX), seoDescription: "d".repeat(SEO_DESCRIPTION_MAX) });
    expect(atCap.status).toBe(200);
  });

  it("gives them to the build, and leaves the public calls' payloads as the spec has them", async () => {
    const [first] = (await (await fetch(`${server.base}/blogs?page=1`)).json()) as { id: number; url: string }[];
    const { body: post } = await marketing.json<Post>(`/staff/posts/${first.id}`);
    const saved = await put(post, { seoTitle: "A search title", seoDescription: "A search description." });
    expect(saved.status).toBe(200);

    const built = (await readPublished(server.db)).posts.find((entry) => entry.id === first.id);
    expect(built).toMatchObject({ seoTitle: "A search title", seoDescription: "A search description." });

    const one = (await (await fetch(`${server.base}/blog/${first.url}`)).json()) as Record<string, unknown>;
    const list = (await (await fetch(`${server.base}/blogs?page=1`)).json()) as Record<string, unknown>[];
    for (const payload of [one, list.find((entry) => entry.id === first.id) ?? {}]) {
      expect(payload).not.toHaveProperty("seoTitle");
      expect(payload).not.toHaveProperty("seoDescription");
      expect(payload).toHaveProperty("title", post.title);
    }
  });
});
