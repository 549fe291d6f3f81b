import "./jsdom-env";
import { render, screen, within } from "@testing-library/react";
import React from "react";
import { AdminContext, RecordContextProvider } from "react-admin";
import { VisitorDetails } from "../../src/admin/leads";
import { API_URL } from "../../src/lib/api-base";

const PAYLOAD = "<img src=x onerror=alert(1)>";

test("a lead's message is shown as the characters the visitor typed, never as HTML", () => {
  const enquiry = { id: 9, firstName: "<b>Eve</b>", lastName: "Probe", email: "eve@example.com", phoneNumber: "9876543210", message: PAYLOAD, createdAt: "2026-11-20T08:30:00Z", status: "new", note: "", version: 1 };
  const { container } = render(
    <AdminContext>
      <RecordContextProvider value={enquiry}>
        <VisitorDetails kind="enquiries" />
      </RecordContextProvider>
    </AdminContext>,
  );
  const section = screen.getByRole("region", { name: "What the visitor sent" });
  expect(within(section).getByText(PAYLOAD)).toBeInTheDocument();
  expect(within(section).getByText("<b>Eve</b> Probe")).toBeInTheDocument();
  expect(container.querySelector("img, b")).toBeNull();
  expect(within(section).getByText("Message").tagName).toBe("DT");
  expect(within(section).getByText("20 Nov 2026, 2:00 pm IST")).toBeInTheDocument();
});

test("an application's page offers its résumé as a real download link", () => {
  const application = { id: 31, firstName: "Asha", lastName: "K", email: "a@example.com", phoneNumber: "1", address: "Pune", description: "Hello\nthere", jobTitle: "UX Writer", jobLocation: "Pune", resumeName: "asha.pdf", resumeType: "application/pdf", resumeSize: 2048, createdAt: "2026-11-20T08:30:00Z", status: "new", note: "", version: 1 };
  render(
    <AdminContext>
      <RecordContextProvider value={application}>
        <VisitorDetails kind="applications" />
      </RecordContextProvider>
    </AdminContext>,
  );
  expect(screen.getByRole("link", { name: "Download résumé" })).toHaveAttribute("href", `${API_URL}/staff/applications/31/resume`);
  expect(screen.getByText("asha.pdf · application/pdf · 2 KB")).toBeInTheDocument();
  expect(screen.getByText("UX Writer, Pune")).toBeInTheDocument();
});
