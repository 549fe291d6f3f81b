/**
 * react-admin's auth provider over the staff session (issue 16): the cookie is the session; this only
 * remembers who signed in so each screen need not ask the server again. Any 401 from the API signs the
 * console out; a 403 keeps the session and shows the server's message.
 */
import type { AuthProvider } from "react-admin";
import { jsonBody, staffFetch } from "./http";
import { isRole, mayUse, type Role } from "./roles";

export interface StaffIdentity {
  email: string;
  role: Role;
  /** Extra rights beyond the role (issue 25: "privacy"); [] when the API sends none. */
  rights: string[];
}

interface Credentials {
  email?: string;
  username?: string;
  password?: string;
  /** The sign-in's second step: a TOTP or recovery code (POST /staff/session/second-factor). */
  code?: string;
  /** The second factor was just set up from a half-signed-in session, which is now a full one. */
  afterSetup?: boolean;
}

/**
 * The password was right and the API wants a second step (issue 22): the code ("required"), or setting
 * the second factor up first ("setup-required"). The sign-in page shows that step.
 */
export class SecondFactorStep extends Error {
  constructor(readonly step: "required" | "setup-required") {
    super(step === "required" ? "Enter the code from your authenticator app." : "Set up the second factor to continue.");
    this.name = "SecondFactorStep";
  }
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === "object" && error !== null && typeof (error as { status?: unknown }).status === "number" ? (error as { status: number }).status : undefined;

function toIdentity(value: unknown): StaffIdentity {
  const record = (value ?? {}) as { email?: unknown; role?: unknown; rights?: unknown };
  if (typeof record.email !== "string" || !isRole(record.role)) throw new Error("The staff API sent a session without an email and a role.");
  const rights = Array.isArray(record.rights) ? record.rights.filter((right): right is string => typeof right === "string") : [];
  return { email: record.email, role: record.role, rights };
}

export function createAuthProvider(): AuthProvider & { current(): StaffIdentity | null } {
  let identity: StaffIdentity | null = null;
  let pending: Promise<StaffIdentity | null> | null = null;

  /** The signed-in staff member, asking the server once; null when signed out. */
  function session(): Promise<StaffIdentity | null> {
    if (identity) return Promise.resolve(identity);
    pending ??= staffFetch<unknown>("/staff/session")
      .then((body) => (identity = toIdentity(body)))
      .catch((error: unknown) => {
        if (statusOf(error) === 401) return null;
        throw error;
      })
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    current: () => identity,
    async login(params: Credentials) {
      identity = null;
      if (params.code !== undefined) {
        identity = toIdentity(await staffFetch<unknown>("/staff/session/second-factor", { method: "POST", body: jsonBody({ code: params.code }) }));
        return;
      }
      if (params.afterSetup) {
        if (!(await session())) throw new Error("The sign-in did not complete. Please sign in again.");
        return;
      }
      const email = (params.email ?? params.username ?? "").trim();
      const body = await staffFetch<unknown>("/staff/session", { method: "POST", body: jsonBody({ email, password: params.password ?? "" }) });
      const step = (body as { secondFactor?: unknown } | null)?.secondFactor;
      if (step === "required" || step === "setup-required") throw new SecondFactorStep(step);
      identity = toIdentity(body);
    },
    async logout() {
      const wasSignedIn = identity !== null;
      identity = null;
      if (!wasSignedIn) return;
      try {
        await staffFetch<null>("/staff/session", { method: "DELETE" });
      } catch (error) {
        // Already signed out on the server: nothing left to revoke.
        if (statusOf(error) !== 401) throw error;
      }
    },
    async checkAuth() {
      // message: false: arriving signed out is not an error worth a notification; the sign-in form says enough.
      if (!(await session())) throw { message: false };
    },
    async checkError(error: unknown) {
      if (statusOf(error) === 401) {
        identity = null;
        throw { message: "Your session has ended. Please sign in again." };
      }
    },
    async getIdentity() {
      const who = await session();
      if (!who) throw new Error("Not signed in");
      return { id: who.email, fullName: who.email, rights: who.rights };
    },
    async getPermissions() {
      return (await session())?.role;
    },
    async canAccess({ resource }: { resource: string }) {
      const who = await session();
      return mayUse(who?.role, resource, who?.rights);
    },
  };
}
