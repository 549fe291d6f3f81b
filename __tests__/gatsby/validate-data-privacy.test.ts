/** @jest-environment node */
/** The build's data checks on the privacy notice (data/privacy.json, issues 27 and 28). */
import { validateData } from "../../gatsby/validate-data";
import { formatProblems } from "../../gatsby/validate-data/problems";
import { dataCopyPerTest, type Json } from "./data-copy";

const { dirs, readJson, writeJson } = dataCopyPerTest();

describe("the privacy notice (data/privacy.json)", () => {
  const privacy = () => readJson("privacy.json");

  it("names the file, the form and the field of a broken entry, with the fix", () => {
    const data = privacy();
    const notice = data.privacy as Json;
    delete (notice.grievanceOfficer as Json).email;
    ((notice.forms as Json[])[1] as Json).seenBy = ["hr", "accounts"];
    writeJson("privacy.json", data);
    const problems = validateData(dirs);
    expect(problems).toEqual(
      expect.arrayContaining([
        { file: "data/privacy.json", entry: "privacy", field: "grievanceOfficer.email", message: "is missing. Add it: every entry needs this field.", pointer: "/privacy/grievanceOfficer/email" },
        expect.objectContaining({ file: "data/privacy.json", entry: 'privacy.forms entry id "applications"', field: "seenBy[1]", message: expect.stringMatching(/should be one of: "admin", "hr"/) }),
      ]),
    );
    expect(formatProblems(problems)).toMatch(/data\/privacy\.json › privacy › field "grievanceOfficer\.email": is missing/);
  });

  it("needs each form once: a repeated form is named with the fix", () => {
    const data = privacy();
    const forms = (data.privacy as Json).forms as Json[];
    forms[2] = { ...forms[2], id: "enquiries" };
    writeJson("privacy.json", data);
    expect(validateData(dirs)).toEqual([
      {
        file: "data/privacy.json",
        entry: 'privacy.forms entry id "enquiries"',
        field: "id",
        message: 'repeats the value "enquiries". Each form appears once: change this id to the one that is missing.',
        pointer: "/privacy/forms/2/id",
      },
    ]);
  });

  it("refuses a version the forms could not send", () => {
    const data = privacy();
    (data.privacy as Json).version = "v 2 (new)";
    writeJson("privacy.json", data);
    expect(validateData(dirs)).toEqual([
      expect.objectContaining({ file: "data/privacy.json", entry: "privacy", field: "version", message: expect.stringMatching(/should match the pattern/) }),
    ]);
  });

  it("refuses an effective date not written YYYY-MM-DD, or a day the calendar does not have", () => {
    const data = privacy();
    (data.privacy as Json).effectiveFrom = "01/12/2026";
    writeJson("privacy.json", data);
    expect(validateData(dirs)).toContainEqual(
      expect.objectContaining({ file: "data/privacy.json", field: "effectiveFrom", message: "should match the pattern ^[0-9]{4}-[0-9]{2}-[0-9]{2}$.", pointer: "/privacy/effectiveFrom" }),
    );
    (data.privacy as Json).effectiveFrom = "2026-02-30";
    writeJson("privacy.json", data);
    expect(validateData(dirs)).toEqual([
      expect.objectContaining({ file: "data/privacy.json", field: "effectiveFrom", message: "should be a valid date.", pointer: "/privacy/effectiveFrom" }),
    ]);
  });

  it("names each version once, and dates each earlier version before the notice it was replaced by (issue 28)", () => {
    const data = privacy();
    const notice = data.privacy as Json;
    notice.earlierVersions = [
      { version: "old-1", effectiveFrom: "2020-01-01" },
      { version: notice.version, effectiveFrom: "2020-02-01" },
      { version: "old-3", effectiveFrom: notice.effectiveFrom },
    ];
    writeJson("privacy.json", data);
    expect(validateData(dirs)).toEqual([
      expect.objectContaining({ entry: `privacy.earlierVersions entry 2 (${String(notice.version)})`, field: "version", pointer: "/privacy/earlierVersions/1/version" }),
      expect.objectContaining({ entry: "privacy.earlierVersions entry 3 (old-3)", field: "effectiveFrom", pointer: "/privacy/earlierVersions/2/effectiveFrom" }),
    ]);
  });
});

