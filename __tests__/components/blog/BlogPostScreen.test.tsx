import { fireEvent, screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { BlogPostScreen } from "../../../src/components/blog/BlogPostScreen";
import { BlogRuntime } from "../../../src/components/blog/blog-runtime";
import { EARLY_REQUEST_KEY, blogPostRequestUrl, type EarlyAnswer } from "../../../src/components/blog/early-request";
import { BlogRuntimeContext } from "../../../src/components/blog/use-blog-runtime";
import { API_URL } from "../../../src/lib/api-base";
import { fakeFetch, type FakeReply } from "../../lib/fake-fetch";

const POST = {
  id: 7,
  title: "SEO Is Gravity, Not a Rocket Boost",
  url: "seo-is-gravity",
  image: "http://api/blog-images/seo.jpg",
  blog: '<h2>Mass is useful content</h2><p>Pages that answer real questions.</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
  created_at: "2025-01-05T09:30:00.000Z",
};

/** Renders the post with Apollo over a fake fetch; `loads` counts how often the runtime was loaded. */
function renderPost(url: string, reply: (url: string) => FakeReply, ownTitle?: string) {
  const fetch = fakeFetch(reply);
  const loads = jest.fn(async () => new BlogRuntime({ uri: "http://api", fetch }));
  renderWithTheme(
    <BlogRuntimeContext.Provider value={loads}>
      <BlogPostScreen url={url} ownTitle={ownTitle} />
    </BlogRuntimeContext.Provider>,
  );
  return Object.assign(fetch, { loads });
}

/** What the inline script of /blog/<url> leaves behind once its request has been answered. */
function answerEarly(url: string, answer: EarlyAnswer | Error) {
  const settled = answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  settled.catch(() => undefined);
  Object.assign(window, { [EARLY_REQUEST_KEY]: { url: blogPostRequestUrl(API_URL, url), answer: settled } });
}

describe("BlogPostScreen", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    jest.mocked(navigate).mockClear();
    delete (window as unknown as Record<string, unknown>)[EARLY_REQUEST_KEY];
  });

  it("shows the title, the long date, the sanitised body and the sidebar", async () => {
    const fetch = renderPost("seo-is-gravity", () => ({ body: POST }));
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: POST.title })).toBeInTheDocument();
    expect(screen.getByText("January 5, 2025")).toHaveAttribute("dateTime", POST.created_at);
    // The body comes once the sanitiser (a chunk of its own) has made it safe.
    expect(await screen.findByRole("heading", { name: "Mass is useful content" })).toBeInTheDocument();
    expect(document.querySelector("[onerror]")).toBeNull();
    expect(Array.from(document.scripts).filter((s) => s.textContent?.includes("__xss"))).toEqual([]);
    expect(screen.getByRole("heading", { name: "Popular Posts" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Tattoo", "Artist", "Design", "Inspiration"]);
    expect(String(fetch.mock.calls[0][0])).toBe("http://api/blog/seo-is-gravity");
  });

  it("loads the post's image at once and first, and the body's images lazily", async () => {
    const body = `${POST.blog}<p><img src="https://cdn.test/chart.png" alt="A chart"></p>`;
    renderPost("seo-is-gravity", () => ({ body: { ...POST, blog: body } }));
    await screen.findByRole("heading", { level: 1, name: POST.title });
    await screen.findByRole("img", { name: "A chart" });
    const [lead, ...rest] = Array.from(document.querySelectorAll("article img"));
    expect(lead).toHaveAttribute("loading", "eager");
    expect(lead).toHaveAttribute("fetchpriority", "high");
    expect(rest.map((image) => [image.getAttribute("alt"), image.getAttribute("loading")])).toEqual([
      ["", "lazy"],
      ["A chart", "lazy"],
    ]);
  });

  it("puts the post's title in the tab once it has loaded, keeping the brand", async () => {
    document.title = "Blog post | Selenova Digital";
    renderPost("seo-is-gravity", () => ({ body: POST }));
    await screen.findByRole("heading", { level: 1, name: POST.title });
    expect(document.title).toBe(`${POST.title} | Selenova Digital`);
  });

  it("keeps the built tab title of a post with an SEO title of its own (issue 30)", async () => {
    document.title = "Gravity for search engines | Selenova Digital";
    renderPost("seo-is-gravity", () => ({ body: POST }), "Gravity for search engines");
    await screen.findByRole("heading", { level: 1, name: POST.title });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.title).toBe("Gravity for search engines | Selenova Digital");
  });

  it("encodes the url it asks for", async () => {
    const fetch = renderPost("a b/c", () => ({ status: 404, body: {} }));
    await screen.findByRole("heading", { name: "Post not found" });
    expect(String(fetch.mock.calls[0][0])).toBe("http://api/blog/a%20b%2Fc");
  });

  it("says the post is not found for a 404", async () => {
    renderPost("missing", () => ({ status: 404, body: { message: "No blog post at this address" } }));
    expect(await screen.findByRole("heading", { level: 1, name: "Post not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the blog" })).toHaveAttribute("href", "/blog");
  });

  it("goes to the post's new address when staff changed its url (issue 30)", async () => {
    const fetch = renderPost("old-name", (url) =>
      url.includes("/blog-moved/old-name") ? { body: { url: POST.url } } : { status: 404, body: { message: "No blog post at this address" } },
    );
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/blog/${POST.url}`, { replace: true }));
    expect(screen.queryByRole("heading", { name: "Post not found" })).toBeNull();
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(["http://api/blog/old-name", "http://api/blog-moved/old-name"]);
  });

  it("says not found when no post was ever at the address", async () => {
    renderPost("never-was", () => ({ status: 404, body: {} }));
    expect(await screen.findByRole("heading", { level: 1, name: "Post not found" })).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ["a 500", { status: 500, body: {} }],
    ["malformed JSON", { raw: "{oops" }],
    ["no connection", { networkError: true }],
  ])("logs %s and shows a notice instead of a blank page, with a retry", async (_label, reply) => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    let answer: FakeReply = reply;
    renderPost("seo-is-gravity", () => answer);
    expect(await screen.findByRole("alert")).toHaveTextContent("couldn't load this post");
    expect(error).toHaveBeenCalledWith("Failed to load the blog post", expect.anything());
    answer = { body: POST };
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: POST.title })).toBeInTheDocument();
  });

  describe("with the post asked for by the page's HTML", () => {
    it("shows it without loading Apollo", async () => {
      answerEarly("seo-is-gravity", { status: 200, body: POST });
      const fetch = renderPost("seo-is-gravity", () => ({ body: POST }));
      expect(await screen.findByRole("heading", { level: 1, name: POST.title })).toBeInTheDocument();
      expect(screen.getByText("January 5, 2025")).toBeInTheDocument();
      expect(document.querySelector("[onerror]")).toBeNull();
      expect(fetch.loads).not.toHaveBeenCalled();
      expect(fetch).not.toHaveBeenCalled();
    });

    it("ignores an early answer for another address", async () => {
      answerEarly("another-post", { status: 200, body: { ...POST, title: "Another post" } });
      const fetch = renderPost("seo-is-gravity", () => ({ body: POST }));
      expect(await screen.findByRole("heading", { level: 1, name: POST.title })).toBeInTheDocument();
      expect(String(fetch.mock.calls[0][0])).toBe("http://api/blog/seo-is-gravity");
    });

    it("says not found for a 404", async () => {
      answerEarly("missing", { status: 404 });
      renderPost("missing", () => ({ status: 404, body: {} }));
      expect(await screen.findByRole("heading", { level: 1, name: "Post not found" })).toBeInTheDocument();
    });

    it.each([
      ["a 500", { status: 500 }],
      ["no connection", new TypeError("Failed to fetch")],
    ])("logs %s, and Try again asks through Apollo", async (_label, answer) => {
      const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
      answerEarly("seo-is-gravity", answer);
      const fetch = renderPost("seo-is-gravity", () => ({ body: POST }));
      expect(await screen.findByRole("alert")).toHaveTextContent("couldn't load this post");
      expect(error).toHaveBeenCalledWith("Failed to load the blog post", expect.anything());
      fireEvent.click(screen.getByRole("button", { name: "Try again" }));
      expect(await screen.findByRole("heading", { level: 1, name: POST.title })).toBeInTheDocument();
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it("logs a post without its fields as an invalid structure", async () => {
      const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
      answerEarly("seo-is-gravity", { status: 200, body: { id: 7 } });
      renderPost("seo-is-gravity", () => ({ body: POST }));
      expect(await screen.findByRole("alert")).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith("Invalid data structure", expect.anything());
    });
  });
});
