/** Staff accounts and signed-in requests against a test server (see helpers.ts). */
import { accounts } from "../../api/staff/accounts";
import type { StaffRole } from "../../api/store/schema";
import { SITE_ORIGIN, type TestServer } from "./helpers";

export const PASSWORD = "correct horse battery staple";
export const ROLES: StaffRole[] = ["admin", "hr", "marketing", "sales"];

/** Creates an account straight in the server's database. */
export async function addStaff(server: TestServer, role: StaffRole, email = `${role}@selenova.example`, password = PASSWORD) {
  return accounts(server.db).add(email, role, password);
}

export function signInRequest(server: TestServer, email: string, password: string, headers: Record<string, string> = {}) {
  return fetch(`${server.base}/staff/session`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE_ORIGIN, ...headers },
    body: JSON.stringify({ email, password }),
  });
}

/** The `staff_session=…` pair from a response's Set-Cookie. */
export function sessionCookie(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  const match = /staff_session=[^;]+/.exec(header);
  if (!match) throw new Error(`no session cookie in "${header}"`);
  return match[0];
}

/** Signs in and returns the cookie to send. */
export async function signIn(server: TestServer, email: string, password = PASSWORD): Promise<string> {
  const response = await signInRequest(server, email, password);
  if (response.status !== 200) throw new Error(`sign-in for ${email}: ${response.status}`);
  return sessionCookie(response);
}

export interface Call {
  method?: string;
  body?: unknown;
  cookie?: string | null;
  headers?: Record<string, string>;
}

/** A request as the console makes it: from the site's origin, JSON, with the cookie. */
export function staffFetch(server: TestServer, route: string, { method = "GET", body, cookie = null, headers = {} }: Call = {}) {
  const json = body !== undefined && !(body instanceof FormData);
  return fetch(`${server.base}${route}`, {
    method,
    headers: {
      origin: SITE_ORIGIN,
      ...(json ? { "content-type": "application/json" } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : json ? JSON.stringify(body) : (body as FormData),
  });
}

/** A signed-in client for one account. */
export async function staffClient(server: TestServer, role: StaffRole, email?: string) {
  const user = await addStaff(server, role, email);
  const cookie = await signIn(server, user.email);
  const call = (route: string, options: Omit<Call, "cookie"> = {}) => staffFetch(server, route, { ...options, cookie });
  const json = async <T = Record<string, unknown>>(route: string, options: Omit<Call, "cookie"> = {}) => {
    const response = await call(route, options);
    return { status: response.status, body: (await response.json()) as T, response };
  };
  return { user, cookie, call, json };
}

export type StaffClient = Awaited<ReturnType<typeof staffClient>>;

/** A valid opening as the console sends it (its HTML carries probes the API must strip). */
export const JOB = {
  job_title: "Orbital Mechanics Intern",
  location: "Pune, Maharashtra, India",
  experience: "0-1 years",
  job_types: ["Full Time", "IT"],
  job_details: "<p>Plot courses.</p>",
  job_html: '<h3>About</h3><p onclick="steal()">Plot <b>courses</b>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
  status: "open",
};

/** A job as the staff API answers. */
export interface Job {
  id: number;
  job_title: string;
  job_html: string;
  status: string;
  version: number;
  job_types: string[];
}

/** A 422's body. */
export type Errors = { errors: { field: string; message: string }[] };
