import "./jsdom-env";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from "react-admin";
import { Route, Routes } from "react-router-dom";
import { createDataProvider } from "../../src/admin/data-provider";
import { CLOSING_HINT, JobEdit, JobList } from "../../src/admin/jobs";
import { API_URL } from "../../src/lib/api-base";
import { jsdomFetch as fakeFetch } from "./jsdom-fetch";
import type { Sent } from "./fake-fetch";

jest.setTimeout(30_000);

const JOB = {
  id: 5,
  job_title: "UX Writer",
  location: "Pune",
  experience: "2-4 years",
  job_types: ["Full Time", "Design"],
  job_details: "<p>Words for rockets.</p>",
  job_html: "<p>Write the words on our launch pages.</p>",
  status: "open",
  closesAt: "2026-03-31",
  createdAt: "2026-03-01T06:30:00.000Z",
  updatedAt: "2026-03-01T06:30:00.000Z",
  version: 3,
};

/** The console's jobs screens at `/jobs` and `/jobs/:id`, opened at `at`. */
const inJobs = (at: string) =>
  render(
    <TestMemoryRouter initialEntries={[at]}>
      <AdminContext dataProvider={createDataProvider()}>
        <ResourceContextProvider value="jobs">
          <Routes>
            <Route path="/jobs" element={<JobList />} />
            <Route path="/jobs/:id" element={<JobEdit />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );

const bodyOf = (sent: Sent) => JSON.parse(String(sent.body)) as Record<string, unknown>;

test("the job editor's closing date shows the stored day, says what it does, and saves a new day or none", async () => {
  const user = userEvent.setup();
  const { sent } = fakeFetch(
    { status: 200, body: JOB },
    { status: 200, body: { ...JOB, closesAt: "2026-04-15", version: 4 } },
    { status: 200, body: { ...JOB, closesAt: null, version: 5 } },
  );
  inJobs("/jobs/5");

  const closing = await screen.findByLabelText("Closing date");
  expect(closing).toHaveValue("2026-03-31");
  expect(closing).toHaveAccessibleDescription(CLOSING_HINT);
  expect(CLOSING_HINT).toMatch(/end of this day.*IST/);

  await user.clear(closing);
  await user.type(closing, "2026-04-15");
  await user.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ url: `${API_URL}/staff/jobs/5`, method: "PUT" });
  expect(bodyOf(sent[1])).toMatchObject({ closesAt: "2026-04-15", version: 3, status: "open" });

  await waitFor(() => expect(screen.getByLabelText("Closing date")).toHaveValue("2026-04-15"));
  await user.clear(screen.getByLabelText("Closing date"));
  await user.tab();
  await user.click(screen.getByRole("button", { name: "Save" }));
  await waitFor(() => expect(sent).toHaveLength(3));
  expect(bodyOf(sent[2])).toMatchObject({ closesAt: null, version: 4 });
});

test("the jobs list shows each job's closing date, or None", async () => {
  fakeFetch({
    status: 200,
    body: { items: [JOB, { ...JOB, id: 6, job_title: "Flight Dynamics Lead", closesAt: null }], total: 2, page: 1, pageSize: 25 },
  });
  inJobs("/jobs");
  const table = await screen.findByRole("table");
  expect(within(table).getByRole("columnheader", { name: "Closing date" })).toBeInTheDocument();
  const rows = within(table).getAllByRole("row").slice(1);
  expect(within(rows[0]).getByText("UX Writer")).toBeInTheDocument();
  expect(within(rows[0]).getByText("31 Mar 2026")).toBeInTheDocument();
  expect(within(rows[1]).getByText("None")).toBeInTheDocument();
});
