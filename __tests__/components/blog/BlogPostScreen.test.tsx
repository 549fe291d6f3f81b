import { ApolloProvider } from "@apollo/client";
import { fireEvent, screen } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { BlogPostScreen } from "../../../src/components/blog/BlogPostScreen";
import { createApolloClient } from "../../../src/lib/apollo/client";
import { fakeFetch, type FakeReply } from "../../lib/fake-fetch";

const POST = {
  id: 7,
  title: "SEO Is Gravity, Not a Rocket Boost",
  url: "seo-is-gravity",
  image: "http://api/blog-images/seo.jpg",
  blog: '<h2>Mass is useful content</h2><p>Pages that answer real questions.</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
  created_at: "2025-01-05T09:30:00.000Z",
};

function renderPost(url: string, reply: (url: string) => FakeReply) {
  const fetch = fakeFetch(reply);
  renderWithTheme(
    <ApolloProvider client={createApolloClient({ uri: "http://api", fetch })}>
      <BlogPostScreen url={url} />
    </ApolloProvider>,
  );
  return fetch;
}

describe("BlogPostScreen", () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows the title, the long date, the sanitised body and the sidebar", async () => {
    const fetch = renderPost("seo-is-gravity", () => ({ body: POST }));
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: POST.title })).toBeInTheDocument();
    expect(screen.getByText("January 5, 2025")).toHaveAttribute("dateTime", POST.created_at);
    expect(screen.getByRole("heading", { name: "Mass is useful content" })).toBeInTheDocument();
    expect(document.querySelector("[onerror]")).toBeNull();
    expect(Array.from(document.scripts).filter((s) => s.textContent?.includes("__xss"))).toEqual([]);
    expect(screen.getByRole("heading", { name: "Popular Posts" })).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Tattoo", "Artist", "Design", "Inspiration"]);
    expect(String(fetch.mock.calls[0][0])).toBe("http://api/blog/seo-is-gravity");
  });

  it("puts the post's title in the tab once it has loaded, keeping the brand", async () => {
    document.title = "Blog post | Selenova Digital";
    renderPost("seo-is-gravity", () => ({ body: POST }));
    await screen.findByRole("heading", { level: 1, name: POST.title });
    expect(document.title).toBe(`${POST.title} | Selenova Digital`);
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
});
