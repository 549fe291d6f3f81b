/** @jest-environment node */
import path from "path";
import { createPrivacyPage } from "../../gatsby/privacy-page";

describe("createPrivacyPage", () => {
  it("gives /privacy the retention periods of the build's environment, defaults for what is unset", () => {
    const createPage = jest.fn();
    createPrivacyPage({ createPage }, { RETENTION_ENQUIRIES_DAYS: "800" }, "/site");
    expect(createPage).toHaveBeenCalledWith({
      path: "/privacy",
      component: path.join("/site", "src/templates/privacy.tsx"),
      context: { retentionDays: { enquiries: 800, applications: 365, downloads: 365 } },
    });
  });

  it("refuses a period under a year, naming the variable, and creates no page", () => {
    const createPage = jest.fn();
    expect(() => createPrivacyPage({ createPage }, { RETENTION_DOWNLOADS_DAYS: "90" })).toThrow(/RETENTION_DOWNLOADS_DAYS/);
    expect(createPage).not.toHaveBeenCalled();
  });
});
