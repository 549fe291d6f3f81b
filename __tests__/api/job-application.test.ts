/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { RESUME_MAX_BYTES } from "../../api/uploads";
import { APPLICANT, FILES, TEST_ENGINES, postApplication, startServer, type TestServer } from "./helpers";

describe.each(TEST_ENGINES)("on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine);
  });
  afterAll(() => server.close());

  beforeEach(async () => {
    await server.allowInserts("job_applications");
    await server.allowInserts("files");
    await server.exec("DELETE FROM job_applications");
    await server.exec("DELETE FROM files WHERE kind = 'resume'");
  });

  interface Row {
    first_name: string;
    job_title: string;
    resume_file: string;
    resume_original_name: string;
    resume_type: string;
    resume_size: number;
  }

  const rows = () => server.rows<Row>("SELECT * FROM job_applications ORDER BY id");
  const resumeBytes = async (name: string) =>
    (await server.db.selectFrom("files").select("bytes").where("kind", "=", "resume").where("name", "=", name).executeTakeFirstOrThrow()).bytes;
  const errorsOf = async (res: Response) => ((await res.json()) as { errors: unknown[] }).errors;

  /** Nothing was stored: no row, no file in the database and nothing on disk. */
  const expectNothingStored = async () => {
    expect(await server.count("job_applications")).toBe(0);
    expect(await server.files("resume")).toEqual([]);
    expect(fs.existsSync(server.options.uploadDir)).toBe(false);
  };

  describe("POST /jobapplication: accepted", () => {
    it.each([
      ["PDF", FILES.pdf, "cv.pdf", ".pdf", "application/pdf"],
      ["DOC", FILES.doc, "cv.doc", ".doc", "application/msword"],
      ["DOCX", FILES.docx, "cv.docx", ".docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      ["PDF named .txt", FILES.pdf, "resume.txt", ".pdf", "application/pdf"],
    ])("stores a %s resume under a generated name with its row", async (_, bytes, name, ext, type) => {
      const res = await postApplication(server.base, { resume: { bytes, name } });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ status: "success" });
      const [row] = await rows();
      expect(row).toMatchObject({
        first_name: "Ada",
        job_title: APPLICANT.jobTitle,
        resume_original_name: name,
        resume_type: type,
        resume_size: bytes.length,
      });
      expect(row.resume_file).toMatch(new RegExp(`^[0-9a-f-]{36}\\${ext}$`));
      expect(await server.files("resume")).toEqual([row.resume_file]);
      expect(Buffer.from(await resumeBytes(row.resume_file))).toEqual(bytes);
      expect(fs.existsSync(server.options.uploadDir)).toBe(false); // nothing on this instance's disk
    });

    it("never uses the client's file name as a path", async () => {
      const res = await postApplication(server.base, { resume: { bytes: FILES.pdf, name: "../../evil.pdf" } });
      expect(res.status).toBe(201);
      expect(await server.files("resume")).toEqual([(await rows())[0].resume_file]);
      expect(fs.existsSync(path.join(server.dir, "evil.pdf"))).toBe(false);
    });

    it("ignores unknown fields and files in other fields", async () => {
      const res = await postApplication(server.base, {
        fields: { ...APPLICANT, role: "admin" },
        extraFiles: [{ field: "avatar", bytes: FILES.png, name: "me.png" }],
      });
      expect(res.status).toBe(201);
      expect(await rows()).toHaveLength(1);
      expect(await server.files("resume")).toHaveLength(1);
    });
  });

  describe("POST /jobapplication: rejected, nothing stored", () => {
    it("maps every empty field to the careers form's messages", async () => {
      const res = await postApplication(server.base, { fields: {}, resume: null });
      expect(res.status).toBe(422);
      expect(await errorsOf(res)).toEqual([
        { field: "firstName", message: "Name is required" },
        { field: "lastName", message: "Last Name is required" },
        { field: "email", message: "Email is required" },
        { field: "phoneNumber", message: "Phone number is required" },
        { field: "address", message: "Address is required" },
        { field: "description", message: "Description is required" },
        { field: "resume", message: "Resume is required" },
      ]);
      await expectNothingStored();
    });

    it("rejects invalid fields even with a good resume, and removes the upload", async () => {
      const res = await postApplication(server.base, {
        fields: { ...APPLICANT, firstName: "Ada2", email: "ada @x.in", phoneNumber: "12345" },
      });
      expect(res.status).toBe(422);
      expect(await errorsOf(res)).toEqual([
        { field: "firstName", message: "Please enter only letters" },
        { field: "email", message: "Email is not valid" },
        { field: "phoneNumber", message: "Phone number must be 10 digits" },
      ]);
      await expectNothingStored();
    });

    it("rejects overlong fields", async () => {
      const res = await postApplication(server.base, { fields: { ...APPLICANT, address: "a".repeat(501) } });
      expect(res.status).toBe(422);
      expect(await errorsOf(res)).toEqual([{ field: "address", message: "Must be at most 500 characters" }]);
      await expectNothingStored();
    });

    it.each([
      ["a PNG named .pdf", FILES.png, "cv.pdf"],
      ["plain text named .docx", FILES.text, "cv.docx"],
      ["a ZIP without word/document.xml", FILES.zip, "cv.docx"],
      ["an Excel (OLE2) file named .doc", FILES.xls, "cv.doc"],
      ["an empty file", Buffer.alloc(0), "cv.pdf"],
    ])("rejects %s by its content", async (_, bytes, name) => {
      const res = await postApplication(server.base, { resume: { bytes, name, type: "application/pdf" } });
      expect(res.status).toBe(422);
      expect(await errorsOf(res)).toEqual([{ field: "resume", message: "Resume must be a PDF, DOC or DOCX file" }]);
      await expectNothingStored();
    });

    it("rejects a resume over 5 MB", async () => {
      const bytes = Buffer.concat([FILES.pdf, Buffer.alloc(RESUME_MAX_BYTES)]);
      const res = await postApplication(server.base, { resume: { bytes, name: "big.pdf" } });
      expect(res.status).toBe(422);
      expect(await errorsOf(res)).toEqual([{ field: "resume", message: "Resume must be 5 MB or smaller" }]);
      await expectNothingStored();
    });

    it("accepts a resume of exactly 5 MB", async () => {
      const bytes = Buffer.concat([FILES.pdf, Buffer.alloc(RESUME_MAX_BYTES - FILES.pdf.length)]);
      const res = await postApplication(server.base, { resume: { bytes, name: "max.pdf" } });
      expect(res.status).toBe(201);
    }, 30_000); // 5 MB through multipart, the content check and the store: seconds on a busy 2-core machine


    it("answers a filled honeypot like a success but keeps neither row nor file", async () => {
      const res = await postApplication(server.base, { fields: { ...APPLICANT, website: "spam.example" } });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ status: "success" });
      await expectNothingStored();
    });

    it("refuses a JSON body with 415", async () => {
      const res = await fetch(`${server.base}/jobapplication`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(APPLICANT),
      });
      expect(res.status).toBe(415);
      await expectNothingStored();
    });

    it.each(["job_applications", "files"])(
      "keeps neither row nor file when the insert into %s fails",
      async (table) => {
        await server.failInserts(table);
        const res = await postApplication(server.base);
        expect(res.status).toBe(500);
        expect(await res.json()).toEqual({
          statusCode: 500,
          error: "Internal Server Error",
          message: "Something went wrong",
        });
        await expectNothingStored();
      },
    );
  });
});
