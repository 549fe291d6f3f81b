/** @jest-environment node */
/**
 * The API's request log (issue 28 §6): one line per request, written when it is answered, holding the
 * method, the path without its query string, the client's address, the status and the time taken (an
 * unknown route's 404 too); never Fastify's second line for the request's arrival.
 */
import { Writable } from "node:stream";
import { startServer, type TestServer } from "./helpers";

interface LogLine {
  msg: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
}

describe("the API's request log", () => {
  let server: TestServer;
  const lines: LogLine[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
        done();
      },
    });
    server = await startServer("sqlite", { logger: { level: "info", stream } });
  });
  afterAll(() => server.close());

  const linesFor = (path: string) => lines.filter((line) => line.req?.url === path);

  it("writes one line per answered request, with method, path, address, status and time", async () => {
    expect((await fetch(`${server.base}/jobVacancies?page=2`)).status).toBe(200);
    expect((await fetch(`${server.base}/no-such-route`)).status).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const jobs = linesFor("/jobVacancies");
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ msg: "request completed", req: { method: "GET", url: "/jobVacancies" }, res: { statusCode: 200 } });
    expect(jobs[0].req?.remoteAddress).toMatch(/127\.0\.0\.1/);
    expect(typeof jobs[0].responseTime).toBe("number");
    expect(JSON.stringify(lines)).not.toContain("page=2");
    expect(lines.some((line) => line.msg === "incoming request")).toBe(false);

    const unknown = linesFor("/no-such-route");
    expect(unknown.find((line) => line.msg === "request completed")?.res?.statusCode).toBe(404);
  });
});
