import { parseJobVacancies } from "../../src/lib/job-vacancies";

const vacancy = {
  id: 1,
  job_title: "Senior React Developer",
  location: "Pune, Maharashtra, India",
  experience: "4-6 years",
  job_details: "<p>Build</p>",
  job_html: "<h3>About</h3>",
  job_types: ["Full Time", "IT"],
};

describe("parseJobVacancies (spec §7/§8)", () => {
  it("returns the vacancies of a success answer", () => {
    expect(parseJobVacancies({ status: "success", data: [vacancy] })).toEqual([vacancy]);
    expect(parseJobVacancies({ status: "success", data: [] })).toEqual([]);
  });

  it.each([
    ["a non-success status", { status: "error", data: [vacancy] }],
    ["no status", { data: [vacancy] }],
    ["data that is not an array", { status: "success", data: { 0: vacancy } }],
    ["missing data", { status: "success" }],
    ["a bare array", [vacancy]],
    ["null", null],
    ["a string", "success"],
    ["an entry that is not an object", { status: "success", data: [vacancy, "x"] }],
    ["an entry without a title", { status: "success", data: [{ ...vacancy, job_title: undefined }] }],
    ["job_types that is not a list of strings", { status: "success", data: [{ ...vacancy, job_types: "IT" }] }],
  ])("calls %s an invalid structure (null)", (_label, body) => {
    expect(parseJobVacancies(body)).toBeNull();
  });
});
