import { createApolloClient } from "../../src/lib/apollo/client";
import { BLOG_PAGE_QUERY, BLOG_POST_QUERY, JOB_VACANCIES_QUERY } from "../../src/lib/apollo/queries";
import { fakeFetch, type FakeReply } from "./fake-fetch";

const post = (id: number) => ({ id, title: `Post ${id}`, url: `post-${id}`, image: `http://api/i/${id}.jpg`, blog: "<p>x</p>" });

function client(reply: (url: string) => FakeReply) {
  const fetch = fakeFetch(reply);
  return { fetch, apollo: createApolloClient({ uri: "http://api", fetch }) };
}

describe("the runtime Apollo client", () => {
  it("reads GET /blogs page by page into one list without duplicate ids (cache merge)", async () => {
    const pages: Record<string, unknown[]> = { "1": [post(1), post(2)], "2": [post(2), post(3)], "3": [] };
    const { apollo, fetch } = client((url) => ({ body: pages[new URL(url).searchParams.get("page") ?? ""] }));
    const query = apollo.watchQuery({ query: BLOG_PAGE_QUERY, variables: { page: 1 } });
    const seen: number[][] = [];
    const sub = query.subscribe(({ data }) => data && seen.push(data.blogs.map((p) => p.id)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const second = await query.fetchMore({ variables: { page: 2 } });
    expect(second.data.blogs.map((p) => p.id)).toEqual([2, 3]);
    const third = await query.fetchMore({ variables: { page: 3 } });
    expect(third.data.blogs).toEqual([]);
    expect(query.getCurrentResult().data?.blogs.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(seen[0]).toEqual([1, 2]);
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      "http://api/blogs?page=1",
      "http://api/blogs?page=2",
      "http://api/blogs?page=3",
    ]);
    sub.unsubscribe();
  });

  it("treats a GET /blogs body that is not an array as an error, not as the end", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const { apollo } = client(() => ({ body: { posts: [] } }));
    await expect(apollo.query({ query: BLOG_PAGE_QUERY, variables: { page: 1 } })).rejects.toThrow("Invalid data structure");
    warn.mockRestore();
  });

  it("gives null for an unknown post (404) and an error for a 500 or malformed JSON", async () => {
    const { apollo } = client((url) =>
      url.endsWith("/missing") ? { status: 404, body: {} } : url.endsWith("/broken") ? { status: 500, body: {} } : { raw: "{oops" },
    );
    await expect(apollo.query({ query: BLOG_POST_QUERY, variables: { url: "missing" } })).resolves.toMatchObject({ data: { post: null } });
    await expect(apollo.query({ query: BLOG_POST_QUERY, variables: { url: "broken" } })).rejects.toThrow(/500/);
    await expect(apollo.query({ query: BLOG_POST_QUERY, variables: { url: "garbled" } })).rejects.toThrow();
  });

  it("hands GET /jobVacancies over whole, for the page to check", async () => {
    const body = { status: "success", data: [{ id: 1, job_title: "X", job_types: ["IT"] }] };
    const { apollo } = client(() => ({ body }));
    const { data } = await apollo.query({ query: JOB_VACANCIES_QUERY });
    expect(data.jobVacancies).toMatchObject(body);
  });
});
