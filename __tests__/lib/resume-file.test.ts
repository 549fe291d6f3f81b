import { APPLICATION_FORM_RULES } from "../../src/lib/application-form";
import { RESUME_MAX_BYTES, resumeFileError } from "../../src/lib/resume-file";

const file = (name: string, size = 1000, type = "") => ({ name, size, type });

describe("resumeFileError", () => {
  it.each(["cv.pdf", "CV.PDF", "resume.doc", "resume.final.docx"])("accepts %s", (name) => {
    expect(resumeFileError(file(name))).toBeNull();
  });

  it("accepts a file without a known extension when its type is PDF, DOC or DOCX", () => {
    expect(resumeFileError(file("resume", 10, "application/pdf"))).toBeNull();
  });

  it.each(["cv.txt", "cv.pdf.exe", "cv.png", "pdf", "cv.docm"])("refuses %s", (name) => {
    expect(resumeFileError(file(name, 10, "application/octet-stream"))).toBe("Resume must be a PDF, DOC or DOCX file");
  });

  it("allows exactly 5 MB and refuses one byte more", () => {
    expect(resumeFileError(file("cv.pdf", RESUME_MAX_BYTES))).toBeNull();
    expect(resumeFileError(file("cv.pdf", RESUME_MAX_BYTES + 1))).toBe("Resume must be 5 MB or smaller");
    expect(RESUME_MAX_BYTES).toBe(5 * 1024 * 1024);
  });
});

describe("APPLICATION_FORM_RULES", () => {
  it("keeps spec §5's careers messages and adds the file checks to the resume", () => {
    expect(APPLICATION_FORM_RULES.firstName("")).toBe("Name is required");
    expect(APPLICATION_FORM_RULES.description(" ")).toBe("Description is required");
    expect(APPLICATION_FORM_RULES.resume(null)).toBe("Resume is required");
    expect(APPLICATION_FORM_RULES.resume(new File(["x"], "cv.txt"))).toBe("Resume must be a PDF, DOC or DOCX file");
    expect(APPLICATION_FORM_RULES.resume(new File(["%PDF-"], "cv.pdf"))).toBeNull();
  });
});
