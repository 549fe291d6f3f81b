import "./jsdom-env";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import React from "react";
import { AdminContext, RecordContextProvider } from "react-admin";
import { VisitorDetails } from "../../src/admin/leads";
import { DAYS_MESSAGE, KeepLonger, REASON_MESSAGE } from "../../src/admin/privacy/KeepLonger";
import { API_URL } from "../../src/lib/api-base";

jest.setTimeout(30_000);

const APPLICATION = {
  id: 31, firstName: "Asha", lastName: "K", email: "a@example.com", phoneNumber: "1", address: "Pune", description: "Hi", jobTitle: "UX Writer", jobLocation: "Pune",
  resumeName: "asha.pdf", resumeType: "application/pdf", resumeSize: 2048, createdAt: "2026-11-20T08:30:00Z", status: "new", note: "", version: 1,
  noticeVersion: "2026-12", changedAt: "2026-11-20T08:30:00Z", erasureDate: "2027-11-20", keptLongerDays: null, keptLongerReason: null, keptLongerBy: null, keptLongerAt: null,
};

function fakeFetch(...answers: { status: number; body: unknown }[]) {
  const sent: { url: string; method: string; body?: BodyInit | null }[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), method: init.method ?? "GET", body: init.body });
    const answer = answers.shift();
    if (!answer) throw new Error(`No answer queued for ${String(input)}`);
    return { ok: answer.status < 300, status: answer.status, text: async () => JSON.stringify(answer.body) };
  }) as unknown as typeof fetch;
  return { sent };
}

const inConsole = (record: Record<string, unknown>, ui: React.ReactElement) =>
  render(
    <AdminContext>
      <RecordContextProvider value={record}>{ui}</RecordContextProvider>
    </AdminContext>,
  );

test("a lead's page shows the privacy notice version it was sent under and its erasure date", () => {
  inConsole(APPLICATION, <VisitorDetails kind="applications" />);
  const section = screen.getByRole("region", { name: "What the visitor sent" });
  expect(within(section).getByText("Privacy notice", { selector: "dt" }).nextElementSibling).toHaveTextContent("Version 2026-12");
  expect(within(section).getByText("Erasure date", { selector: "dt" }).nextElementSibling).toHaveTextContent("20 Nov 2027");
});

test("Keep longer checks days (1-365) and a reason, then posts them and says the new erasure date", async () => {
  const user = userEvent.setup();
  const { sent } = fakeFetch({ status: 200, body: { ...APPLICATION, keptLongerDays: 90, erasureDate: "2028-02-18" } });
  inConsole(APPLICATION, <KeepLonger />);
  const section = screen.getByRole("region", { name: "Keep longer" });
  await user.type(within(section).getByRole("textbox", { name: "Days" }), "400");
  await user.click(within(section).getByRole("button", { name: "Keep longer" }));
  expect(within(section).getByRole("textbox", { name: "Days" })).toHaveAccessibleDescription(DAYS_MESSAGE);
  expect(within(section).getByRole("textbox", { name: "Days" })).toHaveFocus();
  expect(within(section).getByRole("textbox", { name: "Reason" })).toHaveAccessibleDescription(REASON_MESSAGE);
  expect(sent).toHaveLength(0);

  await user.clear(within(section).getByRole("textbox", { name: "Days" }));
  await user.type(within(section).getByRole("textbox", { name: "Days" }), "90");
  await user.type(within(section).getByRole("textbox", { name: "Reason" }), "A second UX opening in January");
  await user.click(within(section).getByRole("button", { name: "Keep longer" }));
  expect(await within(section).findByText("Kept longer: it is now erased on 18 Feb 2028.")).toBeInTheDocument();
  expect(sent[0]).toMatchObject({ url: `${API_URL}/staff/applications/31/retention`, method: "POST" });
  expect(JSON.parse(String(sent[0].body))).toEqual({ days: 90, reason: "A second UX opening in January" });
});

test("an application kept longer once says by whom and why, and offers no second time", () => {
  inConsole({ ...APPLICATION, keptLongerDays: 90, keptLongerReason: "Second opening", keptLongerBy: "hr@selenova.example", keptLongerAt: "2026-11-21T08:30:00Z" }, <KeepLonger />);
  const section = screen.getByRole("region", { name: "Keep longer" });
  expect(section).toHaveTextContent("Kept 90 days longer by hr@selenova.example on 21 Nov 2026, 2:00 pm IST: Second opening.");
  expect(within(section).queryByRole("button")).toBeNull();
});
