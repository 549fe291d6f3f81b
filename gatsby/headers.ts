import type { GatsbyConfig } from "gatsby";

/** Cache-Control values from Gatsby's "Caching Static Sites" guide. */
export const CACHE = {
  /** Content-hashed files: /static/*, the webpack JS and CSS chunks. */
  immutable: "public, max-age=31536000, immutable",
  /** HTML, page-data and app-data: always revalidated, so a deploy shows at once. */
  revalidate: "public, max-age=0, must-revalidate",
  /** Files copied from static/ keep their names across deploys, so they are cached briefly. */
  copied: "public, max-age=3600",
} as const;

/**
 * The part of the Content-Security-Policy a page's own `<meta>` cannot carry (frame-ancestors) or that
 * must hold before the page's first byte is parsed. Each page's full policy, with its inline scripts'
 * hashes, is a meta tag the build writes (gatsby/csp.ts); a browser enforces both.
 */
export const HEADER_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'self'; form-action 'self'";

/** Powerful browser features the site never uses, off for it and anything it could embed. */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), " +
  "magnetometer=(), gyroscope=(), accelerometer=(), display-capture=(), browsing-topics=()";

/** Strict-Transport-Security, only where the site is served over https (the site server, docs/nginx.conf). */
export const HSTS = "max-age=31536000; includeSubDomains";

/** Sent with every response (the site server and docs/nginx.conf send the same). */
export const SECURITY = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Content-Security-Policy", value: HEADER_CSP },
  { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
];

/** The `headers` that Gatsby adapters read (gatsby-config); docs/nginx.conf applies the same rules. */
export const HEADERS: NonNullable<GatsbyConfig["headers"]> = [
  { source: "/*", headers: SECURITY },
  { source: "/static/*", headers: [{ key: "Cache-Control", value: CACHE.immutable }] },
  { source: "/page-data/*", headers: [{ key: "Cache-Control", value: CACHE.revalidate }] },
  { source: "/videos/*", headers: [{ key: "Cache-Control", value: CACHE.copied }] },
  { source: "/og-default.jpg", headers: [{ key: "Cache-Control", value: CACHE.copied }] },
];
