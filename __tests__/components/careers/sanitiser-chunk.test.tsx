/**
 * DOMPurify (src/lib/sanitize-html.ts) is not in the JavaScript /career and the job pages need first
 * (issue 29's budget): their code loads it as a chunk of its own, with the runtime read of
 * GET /jobVacancies. Jest loads a module when its importer does (a static import) and an `import()` only
 * when it runs, so counting the loads here tells a static import from the chunk; a load that throws
 * stands for a chunk the browser could not fetch. (The real measure is the build's first load.)
 */
import { fireEvent, screen } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { JobsSourceContext, makeJobsSource } from "../../../src/components/careers/jobs-source";
import { fakeFetch } from "../../lib/fake-fetch";
import { mockPrivacyQuery } from "../privacy/notice-data";

const mockChunk = { loads: 0, fails: false };

jest.mock("../../../src/lib/sanitize-html", () => {
  mockChunk.loads += 1;
  if (mockChunk.fails) throw new Error("Loading chunk html-sanitiser failed.");
  return jest.requireActual("../../../src/lib/sanitize-html");
});

beforeEach(mockPrivacyQuery);
afterEach(() => jest.restoreAllMocks());

const JOB = {
  id: 4,
  job_title: "QA Engineer (Automation)",
  location: "Deoghar, Jharkhand, India",
  experience: "2-3 years",
  job_types: ["Part Time", "IT"],
  job_details: `<p>Automate browser tests.<img src=x onerror="window.__xss=1"></p>`,
  job_html: `<h3>What you will do</h3><p>Write end-to-end tests.</p><script>window.__xss=2</script>`,
};

const source = () => makeJobsSource("http://api", fakeFetch(() => ({ body: { status: "success", data: [JOB] } })));

describe("the HTML sanitiser's chunk", () => {
  it("is not loaded by the code of /career, the job fallback page or the careers components", async () => {
    await import("../../../src/pages/career");
    await import("../../../src/templates/job-fallback");
    await import("../../../src/components/careers/Openings");
    await import("../../../src/components/careers/JobScreen");
    await import("../../../src/components/careers/JobCard");
    await import("../../../src/components/careers/JobView");
    expect(mockChunk.loads).toBe(0);
  });

  // Before any load succeeds: once loaded, the chunk stays (as in the browser).
  it("that fails to load is a failed read on the fallback page", async () => {
    const { JobScreen } = await import("../../../src/components/careers/JobScreen");
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    mockChunk.fails = true;
    renderWithTheme(
      <JobsSourceContext.Provider value={source()}>
        <JobScreen id={4} built={null} />
      </JobsSourceContext.Provider>,
    );
    expect(await screen.findByText(/couldn't load this opening right now/)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("Failed to load job openings", expect.anything());
    expect(screen.queryByRole("heading", { name: JOB.job_title })).not.toBeInTheDocument();
  });

  it("that fails to load is a failed read on /career: the notice and the log, and Try again shows the openings", async () => {
    const { Openings } = await import("../../../src/components/careers/Openings");
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    mockChunk.fails = true;
    renderWithTheme(
      <JobsSourceContext.Provider value={source()}>
        <Openings id="openings" />
      </JobsSourceContext.Provider>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("couldn't load the current openings");
    expect(error).toHaveBeenCalledWith("Failed to load job openings", expect.anything());
    expect(screen.queryByRole("heading", { name: JOB.job_title })).not.toBeInTheDocument();
    mockChunk.fails = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: JOB.job_title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("Automate browser tests.")).toBeInTheDocument();
    expect(document.querySelector("script, [onerror]")).toBeNull();
  });
});
