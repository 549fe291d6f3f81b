import { DEFAULT_API_URL } from "../shared/api-url";

/** The site's build-time settings, read once and checked when the config loads. */
export interface SiteEnv {
  /** Public origin of the site, used for canonical URLs and the sitemap. */
  siteUrl: string;
  /** Base URL of the provider API that forms, careers and the blog call at runtime (GATSBY_API_URL). */
  apiUrl: string;
}

const DEFAULTS: SiteEnv = { siteUrl: "http://localhost:9000", apiUrl: DEFAULT_API_URL };

function readUrl(value: string | undefined, name: string, fallback: string): string {
  const raw = value?.trim() || fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}".`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new Error(`${name} must use http or https, got "${raw}".`);
  }
  return raw.replace(/\/+$/, "");
}

export function readSiteEnv(env: NodeJS.ProcessEnv): SiteEnv {
  return {
    siteUrl: readUrl(env.GATSBY_SITE_URL, "GATSBY_SITE_URL", DEFAULTS.siteUrl),
    apiUrl: readUrl(env.GATSBY_API_URL, "GATSBY_API_URL", DEFAULTS.apiUrl),
  };
}
