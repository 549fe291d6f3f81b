import { screen, within } from "@testing-library/react";
import React from "react";
import { renderWithTheme } from "../../../jest/render";
import { PrivacyNotice, type PrivacyNoticeProps } from "../../../src/components/privacy/PrivacyNotice";
import { pageWords } from "../page-words";
import { PRIVACY } from "./notice-data";

const notice = PRIVACY as unknown as PrivacyNoticeProps["notice"];
const fiduciary = { name: "Selenova Digital", address: "12 Sakal Nagar Lane, Baner, Pune 411045" };

function renderNotice(retentionDays = { enquiries: 800, applications: 365, downloads: 730 }, shown = notice) {
  return renderWithTheme(<PrivacyNotice notice={shown} fiduciary={fiduciary} retentionDays={retentionDays} builtOn="2026-11-26" heading={pageWords("/privacy", "hero").heading} />);
}

/** A notice whose text takes effect at Pune's midnight starting 1 December 2026, replacing version A. */
const upcoming = { ...notice, version: "B", effectiveFrom: "2026-12-01", earlierVersions: [{ version: "A", effectiveFrom: "2026-11-24" }] };

describe("PrivacyNotice", () => {
  it("is titled and versioned from data/privacy.json", () => {
    renderNotice();
    expect(screen.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`^Version ${PRIVACY.version} · `))).toBeInTheDocument();
  });

  describe("says which version is in force (issue 28)", () => {
    afterEach(() => jest.useRealTimers());

    it("before the shown version's day in Pune: that it takes effect then, and which version applies until then", () => {
      jest.useFakeTimers({ now: new Date("2026-11-30T18:29:00Z") }); // 23:59 on 30 November in Pune
      renderNotice(undefined, upcoming);
      expect(screen.getByText(/^Version B · /)).toHaveTextContent(
        "Version B · Takes effect on 1 December 2026. Until then version A (in force since 24 November 2026) applies, and our forms cite it.",
      );
    });

    it("from that day in Pune (still 30 November in UTC): that it is in force", () => {
      jest.useFakeTimers({ now: new Date("2026-11-30T18:31:00Z") }); // 00:01 on 1 December in Pune
      renderNotice(undefined, upcoming);
      expect(screen.getByText(/^Version B · /)).toHaveTextContent("Version B · In force since 1 December 2026");
    });
  });

  it("names the agency as fiduciary and its Grievance Officer with email, phone and address", () => {
    renderNotice();
    const who = screen.getByRole("region", { name: "Who we are and whom to ask" });
    expect(who).toHaveTextContent(`${fiduciary.name}, ${fiduciary.address}`);
    expect(who).toHaveTextContent("data fiduciary");
    const officer = PRIVACY.grievanceOfficer as { name: string; email: string; phone: string; address: string };
    expect(within(who).getByText(officer.name)).toBeInTheDocument();
    expect(within(who).getByRole("link", { name: officer.email })).toHaveAttribute("href", `mailto:${officer.email}`);
    expect(within(who).getByRole("link", { name: officer.phone })).toBeInTheDocument();
    expect(within(who).getByText(officer.address)).toBeInTheDocument();
  });

  it("has a section per form, at the address the forms link to, with its fields, purpose, readers and the period in force", () => {
    const { container } = renderNotice({ enquiries: 800, applications: 365, downloads: 730 });
    const periods: Record<string, string> = { enquiries: "800 days", applications: "365 days (1 year)", downloads: "730 days (2 years)" };
    for (const form of PRIVACY.forms) {
      const section = container.querySelector(`section#${form.id}`);
      expect(section).not.toBeNull();
      const region = screen.getByRole("region", { name: form.title });
      expect(region).toBe(section);
      expect(region).toHaveTextContent(`${periods[form.id]} after the last change to it`);
      for (const heading of ["What we collect", "Why", "Who sees it", "How long we keep it"]) expect(within(region).getByRole("heading", { level: 3, name: heading })).toBeInTheDocument();
      expect(within(region).getAllByRole("listitem").length).toBeGreaterThan(0);
    }
    expect(screen.getByRole("region", { name: "Enquiries" })).toHaveTextContent("the sales team");
    expect(screen.getByRole("region", { name: "Job applications" })).toHaveTextContent("the HR team");
  });

  it("explains each right and links to the request form, and says how to complain to the Board", () => {
    renderNotice();
    const rights = screen.getByRole("region", { name: "Your rights" });
    expect(within(rights).getAllByRole("heading", { level: 3 })).toHaveLength(5);
    const requests = screen.getByRole("region", { name: "How to use your rights" });
    expect(within(requests).getByRole("link", { name: "Make a request about your data" })).toHaveAttribute("href", "/privacy/request");
    expect(screen.getByRole("region", { name: "Complaining to the Data Protection Board" })).toHaveTextContent("Data Protection Board of India");
  });

  it("lists its sections in a contents navigation of in-page links", () => {
    renderNotice();
    const nav = screen.getByRole("navigation", { name: "Sections of the notice" });
    const hrefs = within(nav).getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual(["#who", "#enquiries", "#applications", "#downloads", "#rights", "#requests", "#complaints"]);
  });
});
