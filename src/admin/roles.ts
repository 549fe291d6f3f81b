/**
 * Who may use what (issue 16): admin everything; hr jobs + applications; marketing posts + downloads (and the
 * content and, issue 30, the addresses visitors did not find); sales enquiries + downloads.
 */
export type Role = "admin" | "hr" | "marketing" | "sales";

export type ResourceName = "enquiries" | "applications" | "downloads" | "jobs" | "posts" | "users" | "audit" | "content"
  | "privacy-requests" | "not-found";

/** The console's screens in menu order, with the menu's labels. */
export const RESOURCES: { name: ResourceName; label: string }[] = [
  { name: "enquiries", label: "Enquiries" },
  { name: "applications", label: "Applications" },
  { name: "downloads", label: "Downloads" },
  { name: "jobs", label: "Jobs" },
  { name: "posts", label: "Blog posts" },
  { name: "content", label: "Content" },
  { name: "not-found", label: "Not found" },
  { name: "users", label: "Staff" },
  { name: "audit", label: "Audit log" },
  { name: "privacy-requests", label: "Privacy requests" },
];

const RIGHTS: Record<Role, readonly ResourceName[]> = {
  admin: RESOURCES.map((r) => r.name),
  hr: ["applications", "jobs"],
  marketing: ["downloads", "posts",
    "content", "not-found"],
  sales: ["enquiries", "downloads"],
};

export const isRole = (value: unknown): value is Role => typeof value === "string" && value in RIGHTS;

/** Extra rights an admin can give any account beyond its role (issue 25: `privacy`), and what each opens. */
export const EXTRA_RIGHTS: Record<string, readonly ResourceName[]> = {
  privacy: ["privacy-requests"],
};

export function mayUse(role: Role | undefined, resource: string, rights: readonly string[] = []): boolean {
  if (role === undefined) return false;
  return (RIGHTS[role] as readonly string[]).includes(resource) || rights.some((right) => (EXTRA_RIGHTS[right] as readonly string[] | undefined)?.includes(resource));
}

/** The resources a role (with its extra rights) may use, in menu order. */
export const resourcesFor = (role: Role | undefined, rights: readonly string[] = []) => RESOURCES.filter((r) => mayUse(role, r.name, rights));

/** The Site screen (publishing, issue 23): admin and marketing. */
export const mayPublish = (role: Role | undefined): boolean => role === "admin" || role === "marketing";

/** The Analytics screen (issue 31): admin, marketing and sales (not hr). */
export const mayViewAnalytics = (role: Role | undefined): boolean => role === "admin" || role === "marketing" || role === "sales";
