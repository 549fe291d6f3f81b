import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import React from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { BlogList } from "../../../src/components/blog/BlogList";
import { BlogPostScreen } from "../../../src/components/blog/BlogPostScreen";
import { BlogRuntime } from "../../../src/components/blog/blog-runtime";
import type { BuiltPost } from "../../../src/components/blog/built-post";
import { EARLY_REQUEST_KEY, blogListRequestUrl, blogPostRequestUrl, type EarlyAnswer } from "../../../src/components/blog/early-request";
import { BlogRuntimeContext } from "../../../src/components/blog/use-blog-runtime";
import { API_URL } from "../../../src/lib/api-base";
import { fakeFetch, type FakeReply } from "../../lib/fake-fetch";
import { built, fromApi, Themed } from "./built-fixtures";

/** An answer the page's inline script got, or one still on its way (`release` answers it). */
function answerEarly(requestUrl: string, answer?: EarlyAnswer | Error) {
  let release: (a: EarlyAnswer | Error) => void = () => undefined;
  const settled = new Promise<EarlyAnswer>((resolve, reject) => {
    release = (a) => (a instanceof Error ? reject(a) : resolve(a));
  });
  settled.catch(() => undefined);
  if (answer) release(answer);
  Object.assign(window, { [EARLY_REQUEST_KEY]: { url: requestUrl, answer: settled } });
  return (a: EarlyAnswer | Error) => act(async () => release(a));
}

let root: Root | null = null;
const recoverable: unknown[] = [];

/**
 * Renders `ui` to HTML as the build does, puts it in the document and hydrates it as the browser does,
 * collecting React's hydration errors (onRecoverableError, console.error).
 */
async function hydrate(ui: React.ReactElement, reply: (url: string) => FakeReply = () => ({ status: 500 })) {
  const fetch = fakeFetch(reply);
  const loads = jest.fn(async () => new BlogRuntime({ uri: "http://api", fetch }));
  const page = (
    <BlogRuntimeContext.Provider value={loads}>
      <Themed>{ui}</Themed>
    </BlogRuntimeContext.Provider>
  );
  const container = document.createElement("div");
  container.innerHTML = renderToString(page);
  document.body.append(container);
  const serverHtml = container.innerHTML;
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { fetch, loads, serverHtml, container };
}

const consoleErrors = () => (console.error as jest.Mock).mock.calls.map((call) => String(call[0]));

beforeEach(() => {
  recoverable.length = 0;
  jest.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
  jest.restoreAllMocks();
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUEST_KEY];
});

describe("a pre-rendered post in the browser", () => {
  const post: BuiltPost = built(3);
  const early = () => blogPostRequestUrl(API_URL, post.url);

  it("hydrates without an error and, while the API has not answered, changes nothing", async () => {
    answerEarly(early());
    const { serverHtml, container, loads } = await hydrate(<BlogPostScreen url={post.url} built={post} />);
    expect(recoverable).toEqual([]);
    expect(consoleErrors()).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);
    expect(screen.getByRole("heading", { level: 1, name: post.title })).toBeInTheDocument();
    expect(loads).not.toHaveBeenCalled();
  });

  it("keeps the build's image and body when the API's post is the same, and takes a changed title", async () => {
    const answer = answerEarly(early());
    const { container } = await hydrate(<BlogPostScreen url={post.url} built={post} />);
    const image = container.querySelector("article picture img");
    await answer({ status: 200, body: fromApi(post, { title: "A newer title" }) });
    expect(await screen.findByRole("heading", { level: 1, name: "A newer title" })).toBeInTheDocument();
    expect(container.querySelector("article picture img")).toBe(image);
    expect(image).toHaveAttribute("src", "/static/abc/640/post-3.webp");
    expect(screen.getByRole("heading", { level: 2, name: "Mass is useful content" })).toBeInTheDocument();
    expect(recoverable).toEqual([]);
  });

  it("shows a changed body (sanitised) and a new image from the API", async () => {
    const answer = answerEarly(early());
    const { container } = await hydrate(<BlogPostScreen url={post.url} built={post} />);
    await answer({ status: 200, body: fromApi(post, { blog: '<h2>Rewritten</h2><img src=x onerror="window.__xss=1">', image: "http://api/blog-images/new.webp" }) });
    expect(await screen.findByRole("heading", { level: 2, name: "Rewritten" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Mass is useful content" })).toBeNull();
    expect(container.querySelector("[onerror]")).toBeNull();
    expect(container.querySelector("article picture img")).toHaveAttribute("src", "http://api/blog-images/new.webp");
  });

  it("says the post is not found once it was unpublished since the build", async () => {
    const answer = answerEarly(early());
    await hydrate(<BlogPostScreen url={post.url} built={post} />);
    await answer({ status: 404 });
    expect(await screen.findByRole("heading", { level: 1, name: "Post not found" })).toBeInTheDocument();
    expect(screen.queryByText(post.title)).toBeNull();
  });

  it("keeps the built post when the API cannot be reached, logging the failure", async () => {
    const answer = answerEarly(early());
    await hydrate(<BlogPostScreen url={post.url} built={post} />);
    await answer(new TypeError("Failed to fetch"));
    await waitFor(() => expect(console.error).toHaveBeenCalledWith("Failed to load the blog post", expect.anything()));
    expect(screen.getByRole("heading", { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the pre-rendered first page of /blog in the browser", () => {
  const first = [built(1), built(2), built(3)];
  const titles = () => screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);

  it("hydrates without an error, then the API's page 1 replaces it, keeping what did not change", async () => {
    const answer = answerEarly(blogListRequestUrl(API_URL));
    const { serverHtml, container } = await hydrate(<BlogList built={first} />);
    expect(recoverable).toEqual([]);
    expect(consoleErrors()).toEqual([]);
    expect(container.innerHTML).toBe(serverHtml);
    expect(titles()).toEqual(first.map((p) => p.title));
    // No "Loading..." and no button until the API's page has come.
    expect(screen.queryByText("Loading...")).toBeNull();
    expect(screen.queryByRole("button", { name: "Load more posts" })).toBeNull();

    const newer = { id: 9, title: "Published since the build", url: "post-9", image: "http://api/blog-images/9.webp", blog: "<p>Fresh from orbit</p>" };
    await answer({ status: 200, body: [newer, fromApi(first[0]), fromApi(first[1], { title: "Renamed" })] });
    await waitFor(() => expect(titles()).toEqual(["Published since the build", first[0].title, "Renamed"]));
    const images = Array.from(container.querySelectorAll("li picture img")).map((img) => img.getAttribute("src"));
    expect(images).toEqual(["http://api/blog-images/9.webp", "/static/abc/640/post-1.webp", "/static/abc/640/post-2.webp"]);
    expect(screen.getByText("Fresh from orbit")).toBeInTheDocument();
    expect(screen.getByText(first[0].excerpt)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Load more posts" })).toBeInTheDocument();
  });

  it("keeps the build's page when the API fails, and the next page loads after it", async () => {
    const answer = answerEarly(blogListRequestUrl(API_URL));
    const { fetch } = await hydrate(<BlogList built={first} />, (url) =>
      new URL(url).searchParams.get("page") === "2" ? { body: [fromApi(built(4)), fromApi(first[2])] } : { body: [] },
    );
    await answer({ status: 500 });
    fireEvent.click(await screen.findByRole("button", { name: "Load more posts" }));
    await waitFor(() => expect(titles()).toEqual([...first, built(4)].map((p) => p.title)));
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).search)).toEqual(["?page=2"]);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
