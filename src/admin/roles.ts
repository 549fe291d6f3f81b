/** Who may use what (issue 16): admin everything; hr jobs + applications; marketing posts + downloads; sales enquiries + downloads. */
export type Role = "admin" | "hr" | "marketing" | "sales";

export type ResourceName = "enquiries" | "applications" | "downloads" | "jobs" | "posts" | "users" | "audit";

/** The console's screens in menu order, with the menu's labels. */
export const RESOURCES: { name: ResourceName; label: string }[] = [
  { name: "enquiries", label: "Enquiries" },
  { name: "applications", label: "Applications" },
  { name: "downloads", label: "Downloads" },
  { name: "jobs", label: "Jobs" },
  { name: "posts", label: "Blog posts" },
  { name: "users", label: "Staff" },
  { name: "audit", label: "Audit log" },
];

const RIGHTS: Record<Role, readonly ResourceName[]> = {
  admin: RESOURCES.map((r) => r.name),
  hr: ["applications", "jobs"],
  marketing: ["downloads", "posts"],
  sales: ["enquiries", "downloads"],
};

export const isRole = (value: unknown): value is Role => typeof value === "string" && value in RIGHTS;

export function mayUse(role: Role | undefined, resource: string): boolean {
  return role !== undefined && (RIGHTS[role] as readonly string[]).includes(resource);
}

/** The resources a role may use, in menu order. */
export const resourcesFor = (role: Role | undefined) => RESOURCES.filter((r) => mayUse(role, r.name));

/** The Site screen (publishing, issue 23): admin and marketing. */
export const mayPublish = (role: Role | undefined): boolean => role === "admin" || role === "marketing";
