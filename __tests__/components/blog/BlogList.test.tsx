import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { BlogList } from "../../../src/components/blog/BlogList";
import { BlogRuntime } from "../../../src/components/blog/blog-runtime";
import { EARLY_REQUEST_KEY, blogListRequestUrl, type EarlyAnswer } from "../../../src/components/blog/early-request";
import { BlogRuntimeContext } from "../../../src/components/blog/use-blog-runtime";
import { API_URL } from "../../../src/lib/api-base";
import { fakeFetch, type FakeReply } from "../../lib/fake-fetch";

const post = (id: number) => ({
  id,
  title: `Post ${id}`,
  url: `post-${id}`,
  image: `http://api/blog-images/${id}.jpg`,
  blog: `<p>${"Moon dust ".repeat(30)}</p><script>window.__xss=${id}</script>`,
});

/** Page 1: posts 1-3; page 2: 3-5 (3 repeats); page 3: empty. */
const PAGES: Record<string, unknown[]> = { "1": [post(1), post(2), post(3)], "2": [post(3), post(4), post(5)], "3": [] };

/** A controllable IntersectionObserver: `reveal()` reports the sentinel on screen. */
let observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
class FakeObserver {
  constructor(private callback: IntersectionObserverCallback) {}
  observe(target: Element) { observers.push({ callback: this.callback, target }); }
  disconnect() { observers = observers.filter((o) => o.callback !== this.callback); }
  unobserve() {}
  takeRecords() { return []; }
}
const reveal = () =>
  act(() => observers.forEach((o) => o.callback([{ isIntersecting: true, target: o.target } as IntersectionObserverEntry], {} as IntersectionObserver)));

/** Renders the list with Apollo over a fake fetch; `loads` counts how often the runtime was loaded. */
function renderList(reply: (page: string) => FakeReply) {
  const fetch = fakeFetch((url) => reply(new URL(url).searchParams.get("page") ?? ""));
  const loads = jest.fn(async () => new BlogRuntime({ uri: "http://api", fetch }));
  renderWithTheme(
    <BlogRuntimeContext.Provider value={loads}>
      <BlogList />
    </BlogRuntimeContext.Provider>,
  );
  return Object.assign(fetch, { loads });
}

/** What the inline script of /blog leaves behind once its request has been answered. */
function answerEarly(answer: EarlyAnswer | Error) {
  const settled = answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  settled.catch(() => undefined);
  Object.assign(window, { [EARLY_REQUEST_KEY]: { url: blogListRequestUrl(API_URL), answer: settled } });
}

const cardTitles = () => screen.queryAllByRole("heading", { level: 2 }).map((h) => h.textContent);

describe("BlogList", () => {
  beforeEach(() => {
    observers = [];
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as unknown as Record<string, unknown>)[EARLY_REQUEST_KEY];
  });

  it("shows cards with title, a 200-character text excerpt and Read More to /blog/<url>", async () => {
    renderList((page) => ({ body: PAGES[page] }));
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Post 1" })).toBeInTheDocument();
    const fullText = "Moon dust ".repeat(30).trim();
    expect(screen.getAllByText(/^Moon dust/)[0]).toHaveTextContent(`${fullText.slice(0, 200).trimEnd()}…`, { normalizeWhitespace: false });
    expect(screen.getByRole("link", { name: "Read More about Post 2" })).toHaveAttribute("href", "/blog/post-2");
    expect(Array.from(document.scripts).filter((s) => s.textContent?.includes("__xss"))).toEqual([]);
  });

  it("loads the first card's image at once and first (the page's largest paint), and the rest lazily", async () => {
    renderList((page) => ({ body: PAGES[page] }));
    await screen.findByRole("heading", { name: "Post 3" });
    const images = Array.from(document.querySelectorAll("article img"));
    expect(images).toHaveLength(3);
    expect(images[0]).toHaveAttribute("loading", "eager");
    expect(images[0]).toHaveAttribute("fetchpriority", "high");
    for (const image of images.slice(1)) {
      expect(image).toHaveAttribute("loading", "lazy");
      expect(image).not.toHaveAttribute("fetchpriority");
    }
  });

  it("loads the next page when the end scrolls into view, drops duplicate ids and stops at an empty page", async () => {
    const fetch = renderList((page) => ({ body: PAGES[page] }));
    await screen.findByRole("heading", { name: "Post 3" });
    reveal();
    await screen.findByRole("heading", { name: "Post 5" });
    expect(cardTitles()).toEqual(["Post 1", "Post 2", "Post 3", "Post 4", "Post 5"]);
    await waitFor(() => expect(observers.length).toBe(1));
    reveal();
    expect(await screen.findByText("No more blogs to show")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more posts" })).not.toBeInTheDocument();
    expect(observers).toHaveLength(0);
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).search)).toEqual(["?page=1", "?page=2", "?page=3"]);
  });

  it("never overlaps loads: a second trigger while a page is loading does nothing", async () => {
    const fetch = renderList((page) => ({ body: PAGES[page] }));
    await screen.findByRole("heading", { name: "Post 1" });
    reveal();
    fireEvent.click(screen.queryByRole("button", { name: "Load more posts" }) ?? document.body);
    await screen.findByRole("heading", { name: "Post 5" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("has a Load more button as the fallback without IntersectionObserver", async () => {
    // @ts-expect-error -- simulating a browser without IntersectionObserver
    delete window.IntersectionObserver;
    renderList((page) => ({ body: PAGES[page] }));
    await screen.findByRole("heading", { name: "Post 1" });
    fireEvent.click(screen.getByRole("button", { name: "Load more posts" }));
    expect(await screen.findByRole("heading", { name: "Post 4" })).toBeInTheDocument();
  });

  it("shows a notice and a way to retry when the first page fails", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    let fail = true;
    renderList((page) => (fail ? { status: 500, body: {} } : { body: PAGES[page] }));
    expect(await screen.findByRole("alert")).toHaveTextContent("couldn't load the blog posts");
    expect(error).toHaveBeenCalledWith("Failed to load the blog posts", expect.anything());
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Post 1" })).toBeInTheDocument();
  });

  it("keeps the list and offers the next page again when a later page fails", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    let failPage2 = true;
    renderList((page) => (page === "2" && failPage2 ? { raw: "{not json" } : { body: PAGES[page] }));
    await screen.findByRole("heading", { name: "Post 1" });
    reveal();
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("Failed to load more blog posts", expect.anything());
    expect(cardTitles()).toEqual(["Post 1", "Post 2", "Post 3"]);
    failPage2 = false;
    fireEvent.click(screen.getByRole("button", { name: "Load more posts" }));
    expect(await screen.findByRole("heading", { name: "Post 5" })).toBeInTheDocument();
  });

  describe("with the first page asked for by the page's HTML", () => {
    it("shows it without loading Apollo, then loads the next pages through Apollo, still without duplicates", async () => {
      answerEarly({ status: 200, body: PAGES["1"] });
      const fetch = renderList((page) => ({ body: PAGES[page] }));
      expect(await screen.findByRole("heading", { name: "Post 3" })).toBeInTheDocument();
      expect(fetch.loads).not.toHaveBeenCalled();
      expect(fetch).not.toHaveBeenCalled();
      reveal();
      await screen.findByRole("heading", { name: "Post 5" });
      expect(cardTitles()).toEqual(["Post 1", "Post 2", "Post 3", "Post 4", "Post 5"]);
      expect(fetch.loads).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls.map(([url]) => new URL(String(url)).search)).toEqual(["?page=2"]);
    });

    it("ends at once when the first page is empty", async () => {
      answerEarly({ status: 200, body: [] });
      const fetch = renderList((page) => ({ body: PAGES[page] }));
      expect(await screen.findByText("No more blogs to show")).toBeInTheDocument();
      expect(fetch).not.toHaveBeenCalled();
    });

    it.each([
      ["a 500", { status: 500 }],
      ["a body that is not a list", { status: 200, body: { posts: [] } }],
      ["no connection", new TypeError("Failed to fetch")],
    ])("logs %s, shows the notice, and Try again asks through Apollo", async (_label, answer) => {
      const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
      answerEarly(answer);
      const fetch = renderList((page) => ({ body: PAGES[page] }));
      expect(await screen.findByRole("alert")).toHaveTextContent("couldn't load the blog posts");
      expect(error).toHaveBeenCalledWith("Failed to load the blog posts", expect.anything());
      fireEvent.click(screen.getByRole("button", { name: "Try again" }));
      expect(await screen.findByRole("heading", { name: "Post 1" })).toBeInTheDocument();
      expect(fetch.mock.calls.map(([url]) => new URL(String(url)).search)).toEqual(["?page=1"]);
    });
  });
});
