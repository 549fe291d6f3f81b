import { EARLY_REQUEST_KEY, blogListRequestUrl, blogPostRequestUrl, earlyRequestScript, takeEarlyAnswer } from "../../../src/components/blog/early-request";
import { postUrlFromPath } from "../../../src/lib/blog-path";
import { fakeFetch, type FakeReply } from "../../lib/fake-fetch";

const API = "http://api.test";

/** Runs the inline script as the browser would while parsing the page at `path`. */
function runScript(kind: "list" | "post", path: string, reply: (url: string) => FakeReply, readyState = "loading", preloadImage = true) {
  window.history.pushState({}, "", path);
  const fetch = fakeFetch(reply);
  Object.assign(window, { fetch });
  jest.spyOn(document, "readyState", "get").mockReturnValue(readyState as DocumentReadyState);
  window.eval(earlyRequestScript(API, kind, { preloadImage }));
  return fetch;
}

const preloads = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the blog pages' early request", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as unknown as Record<string, unknown>)[EARLY_REQUEST_KEY];
    document.head.innerHTML = "";
  });

  it("asks for /blogs?page=1 on /blog, hands the answer over once, and preloads the first image at high priority", async () => {
    const fetch = runScript("list", "/blog", () => ({ body: [{ id: 1, image: "http://api.test/blog-images/one.jpg" }, { id: 2, image: "http://api.test/two.jpg" }] }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0][0])).toBe(blogListRequestUrl(API));
    expect(fetch.mock.calls[0][1]).toEqual({ credentials: "same-origin" });
    const answer = takeEarlyAnswer(blogListRequestUrl(API));
    expect(await answer).toEqual({ status: 200, body: expect.any(Array) });
    expect(takeEarlyAnswer(blogListRequestUrl(API))).toBeNull();
    await settle();
    expect(preloads().map((l) => [l.getAttribute("as"), l.href, l.getAttribute("fetchpriority")])).toEqual([["image", "http://api.test/blog-images/one.jpg", "high"]]);
  });

  it.each(["/blog/seo-is-gravity", "/blog/seo-is-gravity/", "/blog/a%20b%2Fc", "/blog/caf%C3%A9"])(
    "asks for the post the address %s names, as the page will",
    async (path) => {
      const fetch = runScript("post", path, () => ({ body: { title: "A post", image: "https://cdn.test/a.jpg" } }));
      const expected = blogPostRequestUrl(API, postUrlFromPath(path));
      expect(String(fetch.mock.calls[0][0])).toBe(expected);
      expect(await takeEarlyAnswer(expected)).toEqual({ status: 200, body: { title: "A post", image: "https://cdn.test/a.jpg" } });
      await settle();
      expect(preloads().map((l) => l.href)).toEqual(["https://cdn.test/a.jpg"]);
    },
  );

  it.each([["list", "/blog"], ["post", "/blog/seo-is-gravity"]] as const)(
    "on a pre-rendered %s page, asks for the answer but preloads no image of the API's (the build's is on the page)",
    async (kind, path) => {
      const image = "http://api.test/blog-images/one.jpg";
      const fetch = runScript(kind, path, () => ({ body: kind === "list" ? [{ id: 1, image }] : { title: "A post", image } }), "loading", false);
      expect(fetch).toHaveBeenCalledTimes(1);
      const url = kind === "list" ? blogListRequestUrl(API) : blogPostRequestUrl(API, "seo-is-gravity");
      expect(await takeEarlyAnswer(url)).toEqual({ status: 200, body: expect.anything() });
      await settle();
      expect(preloads()).toEqual([]);
    },
  );

  it("passes a failure on as its status, preloading nothing", async () => {
    runScript("post", "/blog/missing", () => ({ status: 404, body: { message: "No blog post at this address" } }));
    expect(await takeEarlyAnswer(blogPostRequestUrl(API, "missing"))).toEqual({ status: 404 });
    await settle();
    expect(preloads()).toEqual([]);
  });

  it("preloads no image whose address is not absolute http(s)", async () => {
    runScript("post", "/blog/probe", () => ({ body: { image: "javascript:alert(1)" } }));
    await takeEarlyAnswer(blogPostRequestUrl(API, "probe"));
    await settle();
    expect(preloads()).toEqual([]);
  });

  it("hands over a refused connection as a rejection, without an unhandled one", async () => {
    runScript("list", "/blog", () => ({ networkError: true }));
    await expect(takeEarlyAnswer(blogListRequestUrl(API))).rejects.toThrow("Failed to fetch");
  });

  it.each([true, false])("leaves no unhandled rejection while the page has not taken a refused answer yet (image preload %s)", async (preloadImage) => {
    const unhandled = jest.fn();
    process.on("unhandledRejection", unhandled);
    try {
      runScript("post", "/blog/seo-is-gravity", () => ({ networkError: true }), "loading", preloadImage);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
    await expect(takeEarlyAnswer(blogPostRequestUrl(API, "seo-is-gravity"))).rejects.toThrow("Failed to fetch");
  });

  it("does nothing on a page the router opened (the document has loaded), or without a post in the address", () => {
    expect(runScript("list", "/blog", () => ({ body: [] }), "complete")).not.toHaveBeenCalled();
    expect(runScript("post", "/blog/%E0%A4%A", () => ({ body: {} }))).not.toHaveBeenCalled();
    expect(runScript("post", "/blog/", () => ({ body: {} }))).not.toHaveBeenCalled();
    expect((window as unknown as Record<string, unknown>)[EARLY_REQUEST_KEY]).toBeUndefined();
  });

  it("hands an answer only to a request for the same URL", () => {
    runScript("post", "/blog/one", () => ({ body: {} }));
    expect(takeEarlyAnswer(blogPostRequestUrl(API, "two"))).toBeNull();
    expect(takeEarlyAnswer(blogPostRequestUrl(API, "one"))).not.toBeNull();
  });
});
