/** @jest-environment node */
/**
 * Every answer of the API carries nosniff and a CSP that loads and runs nothing (issue 28 §4): JSON,
 * errors (404, 422, 401), a PDF, an image (with inline style for the browser's own image view) and a
 * CORS preflight.
 */
import { TEST_ENGINES, SITE_ORIGIN, startServer, postJson, type TestServer } from "./helpers";
import { staffFetch } from "./staff-helpers";

jest.setTimeout(60_000);

const NONE = "default-src 'none'; frame-ancestors 'none'";

describe.each(TEST_ENGINES)("the API's security headers on %s", (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(engine);
  });
  afterAll(() => server.close());

  const expectHeaders = (response: Response, csp = NONE) => {
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe(csp);
  };

  it("on answers, errors and preflights", async () => {
    const answers = [
      await fetch(`${server.base}/jobVacancies`),
      await fetch(`${server.base}/no-such-route`),
      await postJson(server.base, "/contactus", { name: "" }),
      await staffFetch(server, "/staff/jobs"),
      await fetch(`${server.base}/staff/session`, { method: "OPTIONS", headers: { origin: SITE_ORIGIN, "access-control-request-method": "POST" } }),
    ];
    expect(answers.map((response) => response.status)).toEqual([200, 404, 422, 401, 204]);
    for (const response of answers) expectHeaders(response);
  });

  it("on a case-study PDF, and on a blog image (its view may be styled, nothing more)", async () => {
    const pdf = await fetch(`${server.base}/CaseStudy/orbit-fixture.pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expectHeaders(pdf);
    const list = JSON.stringify(await (await fetch(`${server.base}/blogs?page=1`)).json());
    const image = /\/blog-images\/[^"]+/.exec(list)?.[0];
    expect(image).toBeDefined();
    const response = await fetch(`${server.base}${image}`);
    expect(response.headers.get("content-type")).toMatch(/^image\//);
    expectHeaders(response, "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
  });
});
