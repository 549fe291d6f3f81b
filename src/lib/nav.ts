/** Which header entry is active for a path (spec §2: Header and footer). */
export type NavSection = "about" | "services" | "launch" | null;

export const LAUNCH_PATHS = ["/contact-us", "/career"] as const;

export function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function activeSection(pathname: string): NavSection {
  const path = normalisePath(pathname);
  if (path === "/services" || path.startsWith("/services/")) return "services";
  if ((LAUNCH_PATHS as readonly string[]).includes(path)) return "launch";
  if (path === "/about") return "about";
  return null;
}

/** The aria-current value of a link: "page" on its own page, "true" inside its section. */
export function ariaCurrentFor(linkPath: string, pathname: string, sectionActive = false): "page" | "true" | undefined {
  if (normalisePath(linkPath) === normalisePath(pathname)) return "page";
  return sectionActive ? "true" : undefined;
}
