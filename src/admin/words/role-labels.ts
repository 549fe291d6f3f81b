/**
 * Each role's label says what the role may do (issue 28 §7), made from roles.ts's rights so it never
 * drifts from them: "Marketing — case-study downloads, blog posts, site content, publishing the site".
 */
import { mayPublish, RESOURCES, resourcesFor, type ResourceName, type Role } from "../roles";

const ROLE_NAMES: Record<Role, string> = { admin: "Admin", hr: "HR", marketing: "Marketing", sales: "Sales" };

/** What a screen lets a role do, as a phrase in the role's label. */
export const SCREEN_WORDS: Record<ResourceName, string> = {
  enquiries: "enquiries",
  applications: "job applications",
  downloads: "case-study downloads",
  jobs: "job openings",
  posts: "blog posts",
  content: "site content",
  users: "staff accounts",
  audit: "the audit log",
  "privacy-requests": "privacy requests",
  "not-found": "missing pages",
};

export const PUBLISH_WORDS = "publishing the site";

export const ROLES_IN_ORDER: Role[] = ["admin", "hr", "marketing", "sales"];

export const roleName = (role: Role): string => ROLE_NAMES[role];

const joined = (parts: string[]) => (parts.length < 2 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`);

/** What the role may do, in words: its screens (and the Site screen), or "everything" when it has every screen. */
export function roleRights(role: Role): string {
  const screens = resourcesFor(role).map((r) => r.name);
  if (screens.length === RESOURCES.length) {
    // Name what only this role has, so "everything" is concrete.
    const own = screens.filter((name) => ROLES_IN_ORDER.every((other) => other === role || !resourcesFor(other).some((r) => r.name === name)));
    return own.length ? `everything, including ${joined(own.map((name) => SCREEN_WORDS[name]))}` : "everything";
  }
  return joined([...screens.map((name) => SCREEN_WORDS[name]), ...(mayPublish(role) ? [PUBLISH_WORDS] : [])]);
}

/** "HR — job applications and job openings". */
export const roleLabel = (role: Role): string => `${ROLE_NAMES[role]} — ${roleRights(role)}`;
