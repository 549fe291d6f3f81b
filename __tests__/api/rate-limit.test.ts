/** @jest-environment node */
import { PERSON, postApplication, postJson, startServer, type TestServer } from "./helpers";

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ rateLimitMax: 3 });
});
afterAll(() => server.close());

describe("per-IP rate limit on POSTs", () => {
  it("shares one budget over all POST routes, answers 429 past it and stores nothing more", async () => {
    const contact = { ...PERSON, message: "Hello" };
    expect((await postJson(server.base, "/contactus", contact)).status).toBe(201);
    expect((await postJson(server.base, "/case_study/store", { ...PERSON, pdf: "orbit-fixture" })).status).toBe(201);
    expect((await postApplication(server.base)).status).toBe(201);

    const limited = await postJson(server.base, "/contactus", contact);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await limited.json()) as { statusCode: number }).statusCode).toBe(429);
    expect((await postApplication(server.base)).status).toBe(429);

    expect(server.count("contacts")).toBe(1);
    expect(server.count("job_applications")).toBe(1);
    expect(server.uploads()).toHaveLength(1);
  });

  it("never limits reading", async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await fetch(`${server.base}/jobVacancies`)).status).toBe(200);
    }
  });
});
