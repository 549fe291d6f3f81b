/** @jest-environment node */
/** Every /staff route: 401 signed out, 403 for a role without the right, allowed for the right roles. */
import type { StaffRole } from "../../api/store/schema";
import { TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { ROLES, signIn, addStaff, staffFetch } from "./staff-helpers";

jest.setTimeout(120_000);

interface Route {
  method: string;
  path: string;
  allowed: StaffRole[];
}

const route = (method: string, path: string, ...allowed: StaffRole[]): Route => ({ method, path, allowed: ["admin", ...allowed] });

// Ids that do not exist: an allowed role gets past the checks (404 or 422), never 401/403.
const ROUTES: Route[] = [
  route("GET", "/staff/enquiries", "sales"),
  route("GET", "/staff/enquiries.csv", "sales"),
  route("GET", "/staff/enquiries/999999", "sales"),
  route("PATCH", "/staff/enquiries/999999", "sales"),
  route("GET", "/staff/enquiries/999999/notification", "sales"),
  route("POST", "/staff/enquiries/999999/notification"),
  route("GET", "/staff/applications", "hr"),
  route("GET", "/staff/applications.csv", "hr"),
  route("GET", "/staff/applications/999999", "hr"),
  route("PATCH", "/staff/applications/999999", "hr"),
  route("GET", "/staff/applications/999999/resume", "hr"),
  route("GET", "/staff/applications/999999/notification", "hr"),
  route("POST", "/staff/applications/999999/notification"),
  route("GET", "/staff/downloads", "marketing", "sales"),
  route("GET", "/staff/downloads.csv", "marketing", "sales"),
  route("GET", "/staff/downloads/999999", "marketing", "sales"),
  route("PATCH", "/staff/downloads/999999", "marketing", "sales"),
  route("GET", "/staff/downloads/999999/notification", "marketing", "sales"),
  route("POST", "/staff/downloads/999999/notification"),
  route("GET", "/staff/jobs", "hr"),
  route("POST", "/staff/jobs", "hr"),
  route("GET", "/staff/jobs/999999", "hr"),
  route("PUT", "/staff/jobs/999999", "hr"),
  route("DELETE", "/staff/jobs/999999", "hr"),
  route("GET", "/staff/posts", "marketing"),
  route("POST", "/staff/posts", "marketing"),
  route("GET", "/staff/posts/999999", "marketing"),
  route("PUT", "/staff/posts/999999", "marketing"),
  route("DELETE", "/staff/posts/999999", "marketing"),
  route("POST", "/staff/posts/999999/image", "marketing"),
  route("GET", "/staff/users"),
  route("POST", "/staff/users"),
  route("DELETE", "/staff/users/999999"),
  route("GET", "/staff/audit"),
  route("GET", "/staff/site", "marketing"),
  route("GET", "/staff/site/builds", "marketing"),
  route("GET", "/staff/site/builds/999999", "marketing"),
  route("POST", "/staff/site/builds", "marketing"),
  route("POST", "/staff/site/builds/999999/live", "marketing"),
  route("GET", "/staff/analytics", "marketing", "sales"),
  route("GET", "/staff/not-found", "marketing"),
  route("DELETE", "/staff/not-found/999999", "marketing"),
  route("DELETE", "/staff/not-found?path=/no-such-address", "marketing"),
];

describe.each(TEST_ENGINES)("staff access on %s", (engine) => {
  let server: TestServer;
  const cookies = {} as Record<StaffRole, string>;
  beforeAll(async () => {
    server = await startServer(engine);
    for (const role of ROLES) {
      await addStaff(server, role);
      cookies[role] = await signIn(server, `${role}@selenova.example`);
    }
  });
  afterAll(() => server.close());

  const send = (r: Route, cookie: string | null) => {
    const image = r.path.endsWith("/image");
    const body = ["POST", "PUT", "PATCH"].includes(r.method) ? (image ? new FormData() : {}) : undefined;
    return staffFetch(server, r.path, { method: r.method, cookie, body });
  };

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))("%s", async (_name, r) => {
    const signedOut = await send(r, null);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ message: "Sign in to continue" });
    for (const role of ROLES) {
      const response = await send(r, cookies[role]);
      if (r.allowed.includes(role)) {
        expect([role, response.status]).toEqual([role, expect.any(Number)]);
        expect([401, 403]).not.toContain(response.status);
      } else {
        expect([role, response.status]).toEqual([role, 403]);
      }
    }
  });

  it("does not serve /staff routes to a made-up or tampered cookie", async () => {
    for (const cookie of ["staff_session=forged", `${cookies.admin}x`, "staff_session="]) {
      expect((await staffFetch(server, "/staff/audit", { cookie })).status).toBe(401);
    }
  });
});
