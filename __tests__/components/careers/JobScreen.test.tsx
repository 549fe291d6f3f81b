import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { JobScreen } from "../../../src/components/careers/JobScreen";
import { JobsSourceContext, makeJobsSource } from "../../../src/components/careers/jobs-source";
import { vacancyFromOpenJob } from "../../../src/lib/open-job";
import type { ShownJob } from "../../../src/lib/shown-job";
import { sourceHash } from "../../../shared/source-hash";
import type { JobVacancy } from "../../../shared/wire";
import { fakeFetch, type FakeReply } from "../../lib/fake-fetch";
import { mockPrivacyQuery, noticeHeaderToday } from "../privacy/notice-data";
import { polyfillDialog } from "./dialog-polyfill";

beforeEach(mockPrivacyQuery);

/** The job as GET /jobVacancies gives it: its HTML as staff wrote it, XSS probes and all. */
const JOB: JobVacancy = {
  id: 4,
  job_title: "QA Engineer (Automation)",
  location: "Deoghar, Jharkhand, India",
  experience: "2-3 years",
  job_types: ["Part Time", "IT"],
  job_details: "<p>Automate browser tests.</p>",
  job_html: `<h3>What you will do</h3><p>Write end-to-end tests.<img src=x onerror="window.__xss=1"></p><script>window.__xss=2</script>`,
};

/** The job as the build gave it to its page (an OpenJob node, its HTML sanitised by the build), before staff's last edit. */
const BUILT: ShownJob = vacancyFromOpenJob({
  jobId: JOB.id, title: JOB.job_title, location: JOB.location, experience: JOB.experience, types: JOB.job_types,
  details: "<p>Automate browser tests.</p>",
  html: "<h3>What you will do</h3><p>Write browser tests.</p>",
  // The fingerprint of the HTML the build read then (not JOB's: staff changed it since).
  source: sourceHash("<p>Automate browser tests.</p>", "<h3>What you will do</h3><p>Write browser tests.</p>"),
});

function renderJob(props: { id: number | null; built: ShownJob | null }, reply: FakeReply) {
  const list = fakeFetch(() => reply);
  renderWithTheme(
    <JobsSourceContext.Provider value={makeJobsSource("http://api", list)}>
      <JobScreen {...props} />
    </JobsSourceContext.Provider>,
  );
  return list;
}

const listed = (jobs: JobVacancy[]): FakeReply => ({ body: { status: "success", data: jobs } });

describe("a job's page", () => {
  beforeAll(polyfillDialog);
  afterEach(() => jest.restoreAllMocks());

  it("shows the job's title, location, experience, types and the build's details at once, and leads back to all openings", async () => {
    renderJob({ id: 4, built: BUILT }, listed([JOB]));
    expect(screen.getByRole("heading", { level: 1, name: JOB.job_title })).toBeInTheDocument();
    expect(screen.getByText(JOB.location)).toBeInTheDocument();
    expect(screen.getByText(JOB.experience)).toBeInTheDocument();
    expect(screen.getByText("Part Time, IT")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What you will do" })).toBeInTheDocument();
    expect(screen.getByText("Write browser tests.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /All openings/ })).toHaveAttribute("href", "/career");
    // Then the API's newer copy, its probes stripped before it is shown.
    expect(await screen.findByText("Write end-to-end tests.")).toBeInTheDocument();
    expect(document.querySelector("script, [onerror]")).toBeNull();
    expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it("Apply Now opens the careers dialog and sends the spec's fields to /jobapplication", async () => {
    const post = fakeFetch(() => ({ status: 201, body: { status: "success" } }));
    globalThis.fetch = post;
    renderJob({ id: 4, built: BUILT }, listed([JOB]));
    fireEvent.click(screen.getByRole("button", { name: "Apply Now" }));
    const dialog = await screen.findByRole("dialog", { name: JOB.job_title }, { timeout: 10_000 });
    expect(within(dialog).getByText(JOB.location)).toBeInTheDocument();
    const text: Record<string, string> = { "First Name": "Asha", "Last Name": "Kulkarni", Email: "asha@example.in", "Phone Number": "9876543210", Address: "Baner, Pune", "Tell me about yourself": "I test things." };
    for (const [label, value] of Object.entries(text)) fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    fireEvent.change(within(dialog).getByLabelText("Resume"), { target: { files: [new File(["%PDF-1.4"], "asha.pdf", { type: "application/pdf" })] } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Send it to the moon" }));
    await waitFor(() => expect(post).toHaveBeenCalled());
    const [url, init] = post.mock.calls[0];
    expect(url).toBe("http://localhost:8000/jobapplication");
    const body = init?.body as FormData;
    expect([...new Set(Array.from(body.keys()))].sort()).toEqual(["address", "description", "email", "firstName", "jobLocation", "jobTitle", "lastName", "phoneNumber", "resume"]);
    expect(body.get("jobTitle")).toBe(JOB.job_title);
    expect(body.get("jobLocation")).toBe(JOB.location);
    expect(init?.headers).toEqual(noticeHeaderToday());
    expect(await screen.findByText(`Thank you for applying for ${JOB.job_title}. Our team will be in touch soon.`)).toBeInTheDocument();
    // The dialog is a lazy chunk: its first load under a busy machine takes seconds (the wait above allows 10).
  }, 30_000);

  it("shows the not-found screen once the API no longer lists the job", async () => {
    renderJob({ id: 4, built: BUILT }, listed([]));
    expect(await screen.findByRole("heading", { level: 1, name: "Job Not Found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See all openings" })).toHaveAttribute("href", "/career");
  });

  it("shows the build's sanitised HTML, not the sanitiser's, when the API's HTML is what the build read", async () => {
    // The build's copy carries the fingerprint of JOB's HTML; its sanitised HTML (marked here) stays.
    const current = { ...BUILT, job_title: "QA Engineer (Automation), built", source: sourceHash(JOB.job_details, JOB.job_html) };
    const read = renderJob({ id: 4, built: current as ShownJob }, listed([{ ...JOB, job_title: "QA Engineer (Automation), renamed" }]));
    // The read's own fields arrive (the new title) …
    expect(await screen.findByRole("heading", { level: 1, name: "QA Engineer (Automation), renamed" })).toBeInTheDocument();
    expect(read).toHaveBeenCalledTimes(1);
    // … with the build's details, not JOB's sanitised anew.
    expect(screen.getByText("Write browser tests.")).toBeInTheDocument();
    expect(screen.queryByText("Write end-to-end tests.")).toBeNull();
  });

  it("keeps the build's copy when the API cannot be read", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    renderJob({ id: 4, built: BUILT }, { status: 500, body: {} });
    await waitFor(() => expect(error).toHaveBeenCalledWith("Failed to load job openings", expect.anything()));
    expect(screen.getByRole("heading", { level: 1, name: JOB.job_title })).toBeInTheDocument();
  });
});

describe("the fallback page", () => {
  beforeAll(polyfillDialog);

  it("shows a job newer than the build from the API, its details sanitised (no script, no handler)", async () => {
    renderJob({ id: 4, built: null }, listed([JOB]));
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { level: 1, name: JOB.job_title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "What you will do" })).toBeInTheDocument();
    expect(screen.getByText("Write end-to-end tests.")).toBeInTheDocument();
    expect(document.querySelector("script, [onerror]")).toBeNull();
    expect((window as unknown as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it("shows the not-found screen for an id the API does not list", async () => {
    renderJob({ id: 999999, built: null }, listed([JOB]));
    expect(await screen.findByRole("heading", { level: 1, name: "Job Not Found" })).toBeInTheDocument();
  });

  it("asks nothing for an address that names no id", async () => {
    const list = renderJob({ id: null, built: null }, listed([JOB]));
    expect(await screen.findByRole("heading", { level: 1, name: "Job Not Found" })).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });
});
