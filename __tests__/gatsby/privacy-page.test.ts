/** @jest-environment node */
import path from "path";
import { createPrivacyPage } from "../../gatsby/privacy-page";

describe("createPrivacyPage", () => {
  it("gives /privacy the retention periods of the build's environment, defaults for what is unset", () => {
    const createPage = jest.fn();
    createPrivacyPage({ createPage }, { RETENTION_ENQUIRIES_DAYS: "800" }, "/site", new Date("2026-11-30T19:00:00Z"));
    expect(createPage).toHaveBeenCalledWith({
      path: "/privacy",
      component: path.join("/site", "src/templates/privacy.tsx"),
      // builtOn: the build's day in Pune (already 1 December there), for the version the page calls in force.
      context: { retentionDays: { enquiries: 800, applications: 365, downloads: 365 }, builtOn: "2026-12-01" },
    });
  });

  it("refuses a period under a year, naming the variable, and creates no page", () => {
    const createPage = jest.fn();
    expect(() => createPrivacyPage({ createPage }, { RETENTION_DOWNLOADS_DAYS: "90" })).toThrow(/RETENTION_DOWNLOADS_DAYS/);
    expect(createPage).not.toHaveBeenCalled();
  });
});
