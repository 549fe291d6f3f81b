import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { Openings } from "../../../src/components/careers/Openings";
import { JobsSourceContext, makeJobsSource } from "../../../src/components/careers/jobs-source";
import { vacancyFromOpenJob } from "../../../src/lib/open-job";
import type { ShownJob } from "../../../src/lib/shown-job";
import { fakeFetch, type FakeReply } from "../../lib/fake-fetch";
import { mockPrivacyQuery } from "../privacy/notice-data";
import { polyfillDialog } from "./dialog-polyfill";

// The Apply dialog's form shows its privacy note (a static query of the build's data/privacy.json).
beforeEach(mockPrivacyQuery);

const job = (id: number, job_title: string, location: string, job_types: string[]) => ({
  id, job_title, location, job_types, experience: "2-4 years",
  job_details: `<p>Summary of ${job_title}.<img src=x onerror="window.__xss=1"></p><script>window.__xss=2</script>`,
  job_html: `<h3>About ${job_title}</h3><p>Details.</p>`,
});

/** GET /jobVacancies's jobs: their HTML as staff wrote it, XSS probes and all. */
const JOBS = [
  job(1, "Senior React Developer", "Pune, Maharashtra, India", ["Full Time", "IT"]),
  job(2, "Brand Strategist", "London, England, United Kingdom", ["Contract", "Marketing"]),
  job(3, "Bookkeeping Associate", "Kochi, Kerala, India", ["Part Time", "Finance"]),
];

/** The same jobs as the build gives them to /career (OpenJob nodes, their HTML sanitised by the build). */
const BUILT: ShownJob[] = JOBS.map(({ id, job_title, location, experience, job_types }) =>
  vacancyFromOpenJob({
    jobId: id, title: job_title, location, experience, types: job_types,
    details: `<p>Summary of ${job_title}.<img alt=""></p>`,
    html: `<h3>About ${job_title}</h3><p>Details.</p>`,
    // The fingerprint of HTML the build read before staff's last edit: the API's answer is sanitised anew.
    source: "earlier",
  }),
);

function renderOpenings(jobsReply: FakeReply | (() => FakeReply), built?: ShownJob[]) {
  const fetch = fakeFetch(typeof jobsReply === "function" ? jobsReply : () => jobsReply);
  renderWithTheme(
    <JobsSourceContext.Provider value={makeJobsSource("http://api", fetch)}>
      <Openings id="openings" built={built} />
    </JobsSourceContext.Provider>,
  );
  return fetch;
}

const titles = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("Openings", () => {
  beforeAll(polyfillDialog);
  afterEach(() => jest.restoreAllMocks());

  it("shows 'Loading...', then each opening from the API with its summary sanitised (no script, no handler) and Apply Now", async () => {
    renderOpenings({ body: { status: "success", data: JOBS } });
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Senior React Developer" })).toBeInTheDocument();
    expect(screen.getByText("Join us")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "Current Openings" })).toBeInTheDocument();
    expect(screen.getByText("Summary of Brand Strategist.")).toBeInTheDocument();
    expect(document.querySelector("script, [onerror]")).toBeNull();
    expect(screen.getAllByRole("button", { name: "Apply Now" })).toHaveLength(3);
  });

  it("filters by the checkboxes and the two searches, and says when nothing matches", async () => {
    renderOpenings({ body: { status: "success", data: JOBS } });
    await screen.findByRole("heading", { name: "Senior React Developer" });
    fireEvent.click(within(screen.getByRole("group", { name: "Country" })).getByLabelText("India"));
    expect(titles()).toEqual(["Senior React Developer", "Bookkeeping Associate"]);
    fireEvent.click(within(screen.getByRole("group", { name: "Job Type" })).getByLabelText("Part Time"));
    expect(titles()).toEqual(["Bookkeeping Associate"]);
    fireEvent.change(screen.getByLabelText("Job title or skill"), { target: { value: "react" } });
    expect(screen.getByText("No jobs match the selected filters")).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole("group", { name: "Job Type" })).getByLabelText("Part Time"));
    fireEvent.change(screen.getByLabelText("City, state/province or country"), { target: { value: "MAHARASHTRA" } });
    expect(titles()).toEqual(["Senior React Developer"]);
  });

  it.each([
    ["a non-success status", { body: { status: "error", data: JOBS } }],
    ["data that is not an array", { body: { status: "success", data: "none" } }],
  ])("logs 'Invalid data structure' and shows an empty list with a notice for %s", async (_label, reply) => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderOpenings(reply);
    expect(await screen.findByRole("alert")).toHaveTextContent("couldn't load the current openings");
    expect(titles()).toEqual([]);
    expect(error).toHaveBeenCalledWith("Invalid data structure", expect.anything());
  });

  it("logs a failed fetch, shows a notice and can try again", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    let fail = true;
    const fetch = renderOpenings(() => (fail ? { status: 500, body: {} } : { body: { status: "success", data: JOBS } }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("Failed to load job openings", expect.anything());
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    // Try again reads through Apollo, whose code loads on first use (careers-runtime.ts).
    expect(await screen.findByRole("heading", { name: "Brand Strategist" }, { timeout: 10_000 })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("shows the build's openings at once, each title a link to the job's page, then the API's newest list", async () => {
    let release: (reply: FakeReply) => void = () => undefined;
    const answer = new Promise<FakeReply>((resolve) => (release = resolve));
    const fetch = jest.fn(async () => {
      const reply = await answer;
      return { ok: true, status: 200, json: async () => reply.body } as Response;
    });
    renderWithTheme(
      <JobsSourceContext.Provider value={makeJobsSource("http://api", fetch)}>
        <Openings id="openings" built={BUILT.slice(0, 2)} />
      </JobsSourceContext.Provider>,
    );
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
    expect(titles()).toEqual(["Senior React Developer", "Brand Strategist"]);
    expect(screen.getByText("Summary of Brand Strategist.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Brand Strategist" })).toHaveAttribute("href", "/career/2");
    expect(fetch).toHaveBeenCalledWith("http://api/jobVacancies", expect.anything());
    release({ body: { status: "success", data: JOBS.slice(1) } });
    await waitFor(() => expect(titles()).toEqual(["Brand Strategist", "Bookkeeping Associate"]));
    expect(screen.getByText("Summary of Bookkeeping Associate.")).toBeInTheDocument();
    expect(document.querySelector("script, [onerror]")).toBeNull();
  });

  it("opens the application dialog headed with the job's title and location and its details", async () => {
    renderOpenings({ body: { status: "success", data: JOBS } });
    await screen.findByRole("heading", { name: "Brand Strategist" });
    const card = screen.getByRole("article", { name: "Brand Strategist" });
    fireEvent.click(within(card).getByRole("button", { name: "Apply Now" }));
    // The dialog's code loads on first use (LazyApplyDialog).
    const dialog = await screen.findByRole("dialog", { name: "Brand Strategist" }, { timeout: 10_000 });
    expect(within(dialog).getByText("London, England, United Kingdom")).toBeInTheDocument();
    expect(within(dialog).getByRole("heading", { name: "About Brand Strategist" })).toBeInTheDocument();
    expect(within(dialog).getByRole("form", { name: "Job application" })).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText("First Name"), { target: { value: "Asha" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("form", { name: "Job application" })).not.toBeInTheDocument());
    fireEvent.click(within(card).getByRole("button", { name: "Apply Now" }));
    expect(await screen.findByLabelText("First Name")).toHaveValue("");
  });
});
