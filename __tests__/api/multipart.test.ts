/** @jest-environment node */
/**
 * Malformed multipart bodies (issue 22 §4): no boundary, or a part cut off, on every multipart
 * route (the job application and the staff's post image) answer 400 with a clear message, store
 * nothing, and leave no error (nor a stack trace) in the log.
 */
import { MALFORMED_MULTIPART_MESSAGE } from "../../api/routes/multipart";
import { APPLICANT, FILES, TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { staffClient, type StaffClient } from "./staff-helpers";

jest.setTimeout(120_000);

const B = "----selenova-test-boundary";

const field = (name: string, value: string) => `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string, filename: string, type: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
const textFields = Object.entries(APPLICANT)
  .map(([name, value]) => field(name, value))
  .join("");

/** [what is wrong, Content-Type, body] */
const MALFORMED: [string, string, string][] = [
  ["no boundary", "multipart/form-data", `${textFields}${fileHead("resume", "cv.pdf", "application/pdf")}${FILES.pdf.toString("latin1")}\r\n--${B}--\r\n`],
  ["a file part cut off", `multipart/form-data; boundary=${B}`, `${textFields}${fileHead("resume", "cv.pdf", "application/pdf")}%PDF-1.4 and then noth`],
  ["a text part cut off", `multipart/form-data; boundary=${B}`, `${field("firstName", "Ada")}--${B}\r\nContent-Disposition: form-data; name="lastName"\r\n\r\nLove`],
  ["headers cut off", `multipart/form-data; boundary=${B}`, `${field("firstName", "Ada")}--${B}\r\nContent-Dispos`],
  ["nothing but the boundary's opening", `multipart/form-data; boundary=${B}`, `--${B}`],
];

describe.each(TEST_ENGINES)("malformed multipart on %s", (engine) => {
  let server: TestServer;
  let marketing: StaffClient;
  let postId: number;
  let images: string[];
  const log: { level: number; msg?: string; err?: { stack?: string } }[] = [];

  beforeAll(async () => {
    server = await startServer(engine, {
      logger: { level: "info", stream: { write: (line: string) => void log.push(JSON.parse(line)) } },
    });
    marketing = await staffClient(server, "marketing");
    const { body } = await marketing.json<{ id: number }>("/staff/posts", { method: "POST", body: { title: "Cover Checks", blog: "<p>x</p>" } });
    postId = body.id;
    images = await server.files("blog-image");
  });
  afterAll(() => server.close());

  const expectCleanLog = () => {
    const errors = log.filter((entry) => entry.level >= 50 || entry.err?.stack);
    expect(errors.map((entry) => entry.msg)).toEqual([]);
  };

  it.each(MALFORMED)("POST /jobapplication with %s: 400, nothing stored, no error logged", async (_case, type, body) => {
    const response = await fetch(`${server.base}/jobapplication`, { method: "POST", headers: { "content-type": type }, body });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ statusCode: 400, error: "Bad Request", message: MALFORMED_MULTIPART_MESSAGE });
    expect(await server.count("job_applications")).toBe(0);
    expect(await server.files("resume")).toEqual([]);
    expectCleanLog();
  });

  it.each(MALFORMED.map(([what, type, body]) => [what, type, body.replaceAll('name="resume"', 'name="image"')]))(
    "POST /staff/posts/:id/image with %s: 400, nothing stored, no error logged",
    async (_case, type, body) => {
      const response = await marketing.call(`/staff/posts/${postId}/image`, { method: "POST", headers: { "content-type": type }, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ statusCode: 400, error: "Bad Request", message: MALFORMED_MULTIPART_MESSAGE });
      expect(await server.files("blog-image")).toEqual(images);
      expect((await marketing.json<{ image: string | null }>(`/staff/posts/${postId}`)).body.image).toBeNull();
      expectCleanLog();
    },
  );

  it("still takes a well-formed application after them", async () => {
    const body = `${textFields}${fileHead("resume", "cv.pdf", "application/pdf")}${FILES.pdf.toString("latin1")}\r\n--${B}--\r\n`;
    const response = await fetch(`${server.base}/jobapplication`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${B}` },
      body,
    });
    expect(response.status).toBe(201);
    expect(await server.count("job_applications")).toBe(1);
    expectCleanLog();
  });
});
