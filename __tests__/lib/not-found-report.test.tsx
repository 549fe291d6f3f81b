/**
 * The site's not-found report (issue 30): once per view, after load and idle, `POST /not-found` with the
 * path asked for and only the referring page's origin, as text/plain with keepalive, no credentials and
 * no-cors; nothing for the console or the not-found page's own address; the page shows at once, before
 * anything is sent. The sending code is loaded when the browser is idle (a chunk of its own in the build).
 */
import { act, screen } from "@testing-library/react";
import type { PageProps } from "gatsby";
import React from "react";
import { renderWithTheme } from "../../jest/render";
import { JobScreen } from "../../src/components/careers/JobScreen";
import { JobsSourceContext, makeJobsSource } from "../../src/components/careers/jobs-source";
import NotFoundPage from "../../src/pages/404";
import UnknownCaseStudyPage from "../../src/templates/unknown-case-study";
import { API_URL } from "../../src/lib/api-base";
import { countPageView } from "../../src/lib/analytics/page-view";
import { reportNotFound } from "../../src/lib/not-found/report";
import { fakeFetch } from "./fake-fetch";
import { fakeIdleTime, place } from "./idle-browser";

const pageProps = (pathname: string) => ({ location: { pathname } }) as unknown as PageProps;

describe("the not-found report", () => {
  let fetchMock: ReturnType<typeof fakeFetch>;
  let idle: { run: () => void };

  beforeEach(() => {
    fetchMock = fakeFetch(() => ({ status: 204, raw: "" }));
    global.fetch = fetchMock as unknown as typeof fetch;
    idle = fakeIdleTime();
  });
  afterEach(() => jest.restoreAllMocks());

  /** Lets the sending module load, runs what waits for idle time, then lets it send. */
  const runIdle = async () => {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      idle.run();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  };
  const reports = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url) === `${API_URL}/not-found`)
      .map(([, init]) => ({ init, body: JSON.parse(String(init?.body)) as { path: string; referrer: string } }));

  it("sends the path once the browser is idle, as text/plain with keepalive, no credentials and no-cors", async () => {
    reportNotFound("/old-services/seo");
    expect(fetchMock).not.toHaveBeenCalled();
    await runIdle();
    expect(reports()).toHaveLength(1);
    expect(reports()[0].init).toMatchObject({ method: "POST", keepalive: true, credentials: "omit", mode: "no-cors", headers: { "Content-Type": "text/plain" } });
    expect(reports()[0].body).toEqual({ path: "/old-services/seo", referrer: "" });
  });

  it("names only the referring site's origin, never its page, for the first page and after a navigation", async () => {
    jest.spyOn(document, "referrer", "get").mockReturnValue("https://news.example.com/article/12?utm_source=x#top");
    reportNotFound("/from-news");
    await runIdle();
    // A client-side navigation from one of the site's pages (Gatsby calls onRouteUpdate before the page's effects).
    countPageView(place("http://localhost/blog/gone-post"), place("http://localhost/blog?page=2"));
    reportNotFound("/blog/gone-post");
    await runIdle();
    expect(reports().map((report) => report.body)).toEqual([
      { path: "/from-news", referrer: "https://news.example.com" },
      { path: "/blog/gone-post", referrer: "http://localhost" },
    ]);
  });

  it("sends nothing for the console's pages or the not-found page's own address", async () => {
    for (const path of ["/admin", "/admin/not-found", "/Admin/x", "/404", "/404.html", "/404/"]) reportNotFound(path);
    await runIdle();
    expect(reports()).toEqual([]);
  });

  it("the not-found page shows at once and reports its address once per view", async () => {
    const { rerender } = renderWithTheme(<NotFoundPage {...pageProps("/lost-in-space")} />);
    expect(screen.getByText("4 0 4")).toBeInTheDocument();
    expect(screen.getByText("Oops! You lost in Space")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    rerender(<NotFoundPage {...pageProps("/lost-in-space")} />);
    await runIdle();
    expect(reports().map((report) => report.body.path)).toEqual(["/lost-in-space"]);
    // Another missing address in the same page component (a client-side navigation) is a new view.
    rerender(<NotFoundPage {...pageProps("/also-lost")} />);
    await runIdle();
    expect(reports().map((report) => report.body.path)).toEqual(["/lost-in-space", "/also-lost"]);
  });

  it("an unknown case study's screen reports its address", async () => {
    renderWithTheme(<UnknownCaseStudyPage {...pageProps("/CaseStudy/99")} />);
    expect(screen.getByText("Product Not Found")).toBeInTheDocument();
    await runIdle();
    expect(reports().map((report) => report.body.path)).toEqual(["/CaseStudy/99"]);
  });

  it("an unknown job's screen reports its address once the API says there is no such opening", async () => {
    window.history.pushState({}, "", "/career/404404");
    const openings = fakeFetch(() => ({ body: { status: "success", data: [] } }));
    renderWithTheme(
      <JobsSourceContext.Provider value={makeJobsSource("http://api", openings)}>
        <JobScreen id={404404} built={null} />
      </JobsSourceContext.Provider>,
    );
    expect(await screen.findByRole("heading", { name: "Job Not Found" })).toBeInTheDocument();
    await runIdle();
    expect(reports().map((report) => report.body.path)).toEqual(["/career/404404"]);
    window.history.pushState({}, "", "/");
  });
});
