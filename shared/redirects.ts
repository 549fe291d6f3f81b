/**
 * Redirects (issue 30): the shape of `data/redirects.json`'s entries and of the file the build writes
 * beside the pages (`redirects.json`), how an address is matched (with or without a trailing slash), the
 * `Location` a redirect answers (the visitor's query string kept), and the nginx map file the build
 * writes for docs/nginx.conf. Pure: the build (gatsby/redirects-output.ts), the data checks
 * (gatsby/validate-data/redirects.ts) and the site server (site-server/redirects.ts) import it.
 */

export interface Redirect {
  /** A path on this site, starting with "/", without query or fragment. */
  from: string;
  /** A page of this site (a path) or an absolute https:// address. */
  to: string;
  /** 301 when true, 302 when false. */
  permanent: boolean;
}

/** The file the build writes into its output (public/), which the site server reads. */
export const REDIRECTS_FILE = "redirects.json";
/** The nginx map file the build writes into its output, which docs/nginx.conf includes. */
export const REDIRECTS_NGINX_FILE = "redirects.nginx.conf";

/** The output file's content. */
export interface RedirectsFile {
  redirects: Redirect[];
}

/** An address as redirects match it: without its trailing slash ("/" stays "/"). */
export function redirectKey(path: string): string {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The redirect for a request's path (decoded, without its query), if any. */
export function findRedirect(redirects: readonly Redirect[], path: string): Redirect | undefined {
  const key = redirectKey(path);
  return redirects.find((redirect) => redirectKey(redirect.from) === key);
}

/** Where the visitor is sent: the redirect's target with the request's query string, if it had one. */
export function redirectLocation(redirect: Redirect, query: string): string {
  return query ? `${redirect.to}?${query}` : redirect.to;
}

export const redirectStatus = (redirect: Redirect): 301 | 302 => (redirect.permanent ? 301 : 302);

/** The nginx variables docs/nginx.conf's server block tests; a redirect sets one of them. */
export const NGINX_PERMANENT_VARIABLE = "$selenova_redirect_permanent";
export const NGINX_TEMPORARY_VARIABLE = "$selenova_redirect_temporary";

/**
 * Two nginx `map` blocks over `$uri` (decoded, without the query), one per status, each address with and
 * without its trailing slash. The checks allow no quote, backslash, `$`, brace, `;` or space in an
 * address, so every key and value is a plain quoted string.
 */
export function nginxRedirectMaps(redirects: readonly Redirect[]): string {
  const block = (variable: string, permanent: boolean) => {
    const lines = redirects
      .filter((redirect) => redirect.permanent === permanent)
      .flatMap((redirect) => {
        const key = redirectKey(redirect.from);
        const keys = key === "/" ? [key] : [key, `${key}/`];
        return keys.map((from) => `  "${from}" "${redirect.to}";`);
      });
    return [`map $uri ${variable} {`, `  default "";`, ...lines, "}"].join("\n");
  };
  return [
    "# Written by the build from data/redirects.json (gatsby/redirects-output.ts); included by docs/nginx.conf.",
    block(NGINX_PERMANENT_VARIABLE, true),
    block(NGINX_TEMPORARY_VARIABLE, false),
    "",
  ].join("\n");
}
