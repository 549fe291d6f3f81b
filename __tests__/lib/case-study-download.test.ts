import { API_URL } from "../../src/lib/api-base";
import { downloadPayload, requestCaseStudyPdf, type DownloadTarget } from "../../src/lib/case-study-download";

const values = { firstName: "Asha", lastName: "Rao", email: "asha@example.com", phoneNumber: "9876543210" };
const target: DownloadTarget = { name: "Kalpa Motors", slug: "kalpa-motors-ev-launch", pdf: "kalpa-ev9-launch" };

function answer(status: number, body: unknown): typeof fetch {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    json: async () => (typeof body === "string" ? JSON.parse(body) : body),
  };
  return jest.fn(async () => response as Response);
}

describe("downloadPayload", () => {
  it("holds the spec's six fields: the slug as caseStudyName and the file key as pdf", () => {
    expect(downloadPayload(values, target)).toEqual({ ...values, caseStudyName: "kalpa-motors-ev-launch", pdf: "kalpa-ev9-launch" });
  });

  it("adds the honeypot only when something filled it", () => {
    expect(downloadPayload(values, target, { honeypot: "spam.example" })).toMatchObject({ website: "spam.example" });
  });

  it("never carries the notice's version in the body: the request's headers do", async () => {
    expect(Object.keys(downloadPayload(values, target, { headers: { "Notice-Version": "2026-12" } })).sort()).toEqual(
      ["caseStudyName", "email", "firstName", "lastName", "pdf", "phoneNumber"],
    );
    const fetchImpl = answer(201, { status: "success", fileURL: "x" });
    await requestCaseStudyPdf(values, target, { headers: { "Notice-Version": "2026-12" } }, fetchImpl);
    expect(jest.mocked(fetchImpl).mock.calls[0][1]?.headers).toEqual({ "content-type": "application/json", "Notice-Version": "2026-12" });
  });
});

describe("requestCaseStudyPdf", () => {
  it("posts JSON to {API}/case_study/store and returns the fileURL", async () => {
    const fetchImpl = answer(201, { status: "success", fileURL: `${API_URL}/CaseStudy/kalpa-ev9-launch.pdf` });
    await expect(requestCaseStudyPdf(values, target, {}, fetchImpl)).resolves.toEqual({
      kind: "file",
      fileURL: `${API_URL}/CaseStudy/kalpa-ev9-launch.pdf`,
    });
    const [url, init] = (fetchImpl as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`${API_URL}/case_study/store`);
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "content-type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual(downloadPayload(values, target));
  });

  it("says no-file when a success names no file, or an empty one", async () => {
    await expect(requestCaseStudyPdf(values, target, {}, answer(201, { status: "success" }))).resolves.toEqual({ kind: "no-file" });
    await expect(requestCaseStudyPdf(values, target, {}, answer(200, { fileURL: "" }))).resolves.toEqual({ kind: "no-file" });
    await expect(requestCaseStudyPdf(values, target, {}, answer(200, "not json"))).resolves.toEqual({ kind: "no-file" });
  });

  it("passes the API's field errors on, keeping only the form's fields", async () => {
    const body = { errors: [{ field: "email", message: "Email is not valid" }, { field: "pdf", message: "Unknown case study" }] };
    await expect(requestCaseStudyPdf(values, target, {}, answer(422, body))).resolves.toEqual({
      kind: "rejected",
      errors: { email: "Email is not valid" },
    });
  });

  it("says failed on other statuses, on a 422 about no form field, and when the network fails", async () => {
    await expect(requestCaseStudyPdf(values, target, {}, answer(500, { message: "Something went wrong" }))).resolves.toEqual({ kind: "failed" });
    await expect(requestCaseStudyPdf(values, target, {}, answer(422, { errors: [{ field: "pdf", message: "Unknown case study" }] }))).resolves.toEqual({ kind: "failed" });
    const offline = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(requestCaseStudyPdf(values, target, {}, offline)).resolves.toEqual({ kind: "failed" });
  });
});
