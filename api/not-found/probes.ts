/**
 * Bot probes (issue 30): addresses that scanners try on every site, looking for WordPress, PHP, leaked
 * configuration or version control. They are not what visitors did not find, so they are left out of the
 * count altogether (decisions/not-found.md). One list, matched segment by segment on the decoded,
 * lower-case path, so a page such as `/blog/wordpress-or-gatsby` is not taken for one.
 */

/** A segment with one of these endings: `/index.php`, `/admin.aspx`, `/backup.sql`. */
const PROBE_ENDINGS = [".php", ".php5", ".php7", ".phtml", ".asp", ".aspx", ".jsp", ".cgi", ".env", ".ini", ".sql", ".bak", ".old", ".swp", ".yml", ".yaml", ".config", ".xml.gz"];

/** Whole segments that only scanners ask for. */
const PROBE_SEGMENTS = new Set([
  "wordpress",
  "xmlrpc",
  "phpmyadmin",
  "pma",
  "myadmin",
  "cgi-bin",
  "phpunit",
  "passwd",
  "boaform",
  "hnap1",
  "actuator",
  "server-status",
  "_ignition",
  "telescope",
  "autodiscover",
  "owa",
  "ecp",
  "solr",
  "jenkins",
  "vendor",
]);

/** Hidden files and folders (`.env`, `.git`, `.aws`, `.DS_Store`), but for the standard `/.well-known`. */
const isHidden = (segment: string) => segment.startsWith(".") && segment !== ".well-known";

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** Whether a path is a scanner's probe rather than an address a visitor asked for. */
export function isProbe(path: string): boolean {
  return decoded(path)
    .toLowerCase()
    .split("/")
    .some((segment) => segment.startsWith("wp-") || isHidden(segment) || PROBE_SEGMENTS.has(segment) || PROBE_ENDINGS.some((ending) => segment.endsWith(ending)));
}
