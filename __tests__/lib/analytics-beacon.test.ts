/**
 * The page-view beacon (issue 31): one POST /events per page view, after load and idle, as text/plain
 * with keepalive and no credentials; the first page's referrer is the document's, a navigation's the page
 * before; nothing for /admin or an anchor; no cookie, nothing in localStorage or sessionStorage.
 */
import { API_URL } from "../../src/lib/api-base";
import { countPageView } from "../../src/lib/analytics/page-view";
import { fakeFetch } from "./fake-fetch";
import { fakeIdleTime, place } from "./idle-browser";

describe("the page-view beacon", () => {
  let fetchMock: ReturnType<typeof fakeFetch>;
  let idle: { run: () => void };

  beforeEach(() => {
    fetchMock = fakeFetch(() => ({ status: 202, raw: "" }));
    global.fetch = fetchMock as unknown as typeof fetch;
    idle = fakeIdleTime();
  });

  const runIdle = async () => idle.run();
  const sent = () =>
    fetchMock.mock.calls.map(([url, init]) => ({ url: String(url), init, body: JSON.parse(String(init?.body)) as { url: string; referrer: string } }));

  it("sends the first page view once the browser is idle, as text/plain with keepalive and no credentials", async () => {
    countPageView(place("http://localhost/?utm_source=x&utm_medium=social&utm_campaign=y"), null);
    expect(fetchMock).not.toHaveBeenCalled();
    await runIdle();
    const [call] = sent();
    expect(sent()).toHaveLength(1);
    expect(call.url).toBe(`${API_URL}/events`);
    expect(call.init).toMatchObject({ method: "POST", keepalive: true, credentials: "omit", headers: { "Content-Type": "text/plain" } });
    expect(call.body).toEqual({ url: "http://localhost/?utm_source=x&utm_medium=social&utm_campaign=y", referrer: document.referrer });
  });

  it("sends each client-side navigation with the page before as its referrer, and not an anchor on the same page", async () => {
    countPageView(place("http://localhost/services"), place("http://localhost/"));
    countPageView(place("http://localhost/services#seo"), place("http://localhost/services"));
    await runIdle();
    expect(sent().map((call) => call.body)).toEqual([{ url: "http://localhost/services", referrer: "http://localhost/" }]);
  });

  it("sends nothing for the staff console's pages", async () => {
    countPageView(place("http://localhost/admin"), null);
    countPageView(place("http://localhost/admin/leads/1"), place("http://localhost/admin"));
    await runIdle();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("waits for the page's load event when the page is still loading", async () => {
    const state = jest.spyOn(document, "readyState", "get").mockReturnValue("loading");
    countPageView(place("http://localhost/careers"), null);
    await runIdle();
    expect(fetchMock).not.toHaveBeenCalled();
    state.mockReturnValue("complete");
    window.dispatchEvent(new Event("load"));
    await runIdle();
    expect(sent().map((call) => call.body.url)).toEqual(["http://localhost/careers"]);
    state.mockRestore();
  });

  it("sets no cookie and writes nothing to localStorage or sessionStorage", async () => {
    countPageView(place("http://localhost/about-us"), null);
    await runIdle();
    expect(document.cookie).toBe("");
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
