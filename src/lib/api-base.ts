import { DEFAULT_API_URL } from "../../shared/api-url";

/** Base URL of the provider API, fixed at build time from GATSBY_API_URL (spec §7). */
export const API_URL: string = (process.env.GATSBY_API_URL || DEFAULT_API_URL).replace(/\/+$/, "");

export function apiUrl(pathname: string): string {
  return `${API_URL}${pathname.startsWith("/") ? "" : "/"}${pathname}`;
}
