import { EMPTY_APPLICATION, applicationFormData } from "../../src/lib/application-form";

describe("applicationFormData", () => {
  it("holds exactly the nine fields of spec §7: no honeypot when nothing filled it, no notice version (a header carries it)", () => {
    const resume = new File(["%PDF-1.4"], "asha.pdf", { type: "application/pdf" });
    const data = applicationFormData(
      { ...EMPTY_APPLICATION, firstName: "Asha", lastName: "Kulkarni", email: "asha@example.in", phoneNumber: "9876543210", address: "Baner, Pune", description: "Hi", resume },
      { title: "Senior React Developer", location: "Pune, Maharashtra, India" },
      "",
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
      resume: "asha.pdf",
    });
  });

  it("adds the honeypot only when something filled it", () => {
    const data = applicationFormData(EMPTY_APPLICATION, { title: "T", location: "L" }, "spam.example");
    expect(data.get("website")).toBe("spam.example");
  });
});
