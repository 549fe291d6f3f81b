import "./jsdom-env";
import { render, screen, within } from "@testing-library/react";
import axe from "axe-core";
import React from "react";
import { AdminContext, RecordContextProvider } from "react-admin";
import { LeadSource } from "../../src/admin/lead-source";
import { HeldData } from "../../src/admin/privacy/HeldData";

const PAYLOAD = "<img src=x onerror=alert(1)>";
const ENQUIRY = { id: 9, firstName: "Asha", lastName: "K", email: "asha@example.in", phoneNumber: "9876543210", message: "Hello", createdAt: "2026-11-20T08:30:00Z", status: "new", note: "", version: 1 };
const ATTRIBUTION = { source: "linkedin", medium: "social", campaign: PAYLOAD, term: null, content: null, referrer: "www.linkedin.com", landingPage: "/services/digital-marketing", visitStartedAt: "2026-11-20T08:20:00.000Z" };

function renderLead(record: object) {
  return render(
    <AdminContext>
      <RecordContextProvider value={record}>
        <LeadSource />
      </RecordContextProvider>
    </AdminContext>,
  );
}

/** The section's description list as label → shown text. */
function details(section: HTMLElement): Record<string, string> {
  const terms = within(section).getAllByRole("term");
  return Object.fromEntries(terms.map((dt) => [dt.textContent ?? "", dt.nextElementSibling?.textContent ?? ""]));
}

test("a lead's page shows where the visitor came from, as text, with the visit's start in IST", () => {
  const { container } = renderLead({ ...ENQUIRY, attribution: ATTRIBUTION });
  const section = screen.getByRole("region", { name: "Where they came from" });
  expect(details(section)).toEqual({
    Source: "linkedin",
    Medium: "social",
    Campaign: PAYLOAD,
    Term: "None",
    Content: "None",
    "Referring site": "www.linkedin.com",
    "Landing page": "/services/digital-marketing",
    "Visit started": "20 Nov 2026, 1:50 pm IST",
  });
  expect(container.querySelector("img")).toBeNull();
});

test("the section has nothing axe finds serious", async () => {
  const { container } = renderLead({ ...ENQUIRY, attribution: ATTRIBUTION });
  const { violations } = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
  expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});

test("a lead with no known visit says so in a plain sentence", () => {
  renderLead({ ...ENQUIRY, attribution: null });
  const section = screen.getByRole("region", { name: "Where they came from" });
  expect(within(section).getByText(/^Not known\./)).toBeInTheDocument();
  expect(within(section).queryByRole("term")).toBeNull();
});

test("a privacy request's held data shows each lead's source", () => {
  render(
    <AdminContext>
      <HeldData data={{ enquiries: [{ ...ENQUIRY, attribution: { ...ATTRIBUTION, campaign: "diwali" } }], applications: [], downloads: [{ ...ENQUIRY, id: 3, caseStudyName: "kalpa", pdf: "kalpa", attribution: null }] }} />
    </AdminContext>,
  );
  expect(screen.getByText("linkedin · social · campaign diwali · landed on /services/digital-marketing · 20 Nov 2026, 1:50 pm IST")).toBeInTheDocument();
  expect(screen.getByText(/^Not known\./)).toBeInTheDocument();
});
