import { EMPTY_APPLICATION, applicationFormData } from "../../src/lib/application-form";

describe("applicationFormData", () => {
  it("holds every field of spec §7 plus the job, the honeypot and the privacy notice's version", () => {
    const resume = new File(["%PDF-1.4"], "asha.pdf", { type: "application/pdf" });
    const data = applicationFormData(
      { ...EMPTY_APPLICATION, firstName: "Asha", lastName: "Kulkarni", email: "asha@example.in", phoneNumber: "9876543210", address: "Baner, Pune", description: "Hi", resume },
      { title: "Senior React Developer", location: "Pune, Maharashtra, India" },
      "",
      "2026-12",
    );
    const fields = Object.fromEntries(Array.from(data.entries()).map(([k, v]) => [k, typeof v === "string" ? v : (v as File).name]));
    expect(fields).toEqual({
      firstName: "Asha",
      lastName: "Kulkarni",
      email: "asha@example.in",
      phoneNumber: "9876543210",
      address: "Baner, Pune",
      description: "Hi",
      jobTitle: "Senior React Developer",
      jobLocation: "Pune, Maharashtra, India",
      website: "",
      noticeVersion: "2026-12",
      resume: "asha.pdf",
    });
  });
});
