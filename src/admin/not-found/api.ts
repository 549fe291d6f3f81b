/** The Not found screen's calls beyond its list (docs/staff-api.md, "Not found"). */
import { staffFetch } from "../http";

/**
 * Takes an address off the list: what the Redirect button calls once the redirect for `path` is saved
 * (`DELETE /staff/not-found?path=`). A 404 (someone else took it off first) is not a failure.
 */
export async function removeNotFoundPath(path: string): Promise<void> {
  try {
    await staffFetch<null>(`/staff/not-found?path=${encodeURIComponent(path)}`, { method: "DELETE" });
  } catch (error) {
    if ((error as { status?: number }).status !== 404) throw error;
  }
}
