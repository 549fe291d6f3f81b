/** The API's settings, read once from the environment, each with a default that works on one machine. */
import path from "node:path";
import { DEFAULT_API_URL } from "../shared/api-url";
import { readRetention, type RetentionDays } from "../shared/retention";

/** The repository root: every relative path in the environment is read from here. */
export const ROOT = path.resolve(__dirname, "..");

/** Committed images of the seed blog posts (see seed/blog-images.ts), served under /blog-images/. */
export const BLOG_IMAGES_DIR = path.join(ROOT, "api", "assets", "blog-images");

export interface ApiConfig {
  host: string;
  port: number;
  /** PostgreSQL connection URL (DATABASE_URL); when set, the store lives there and not in dbPath. */
  databaseUrl?: string;
  dbPath: string;
  /**
   * Where résumés were kept before they moved into the database: on SQLite, files found here are
   * copied into the database at start (nothing new is written here).
   */
  uploadDir: string;
  /** Base URL the API is reached at, without a trailing slash; used for file and image links. */
  publicUrl: string;
  allowedOrigins: string[];
  /** POST requests allowed per client IP per minute, over all POST routes together. */
  rateLimitMax: number;
  /**
   * How many reverse proxies you run in front of the API (API_TRUST_PROXY, default 0): the client IP is
   * the X-Forwarded-For address that many hops from the right, so a client cannot choose it.
   */
  trustProxy: number;
  /** Every staff account must use the TOTP second factor (STAFF_REQUIRE_SECOND_FACTOR=1). */
  requireSecondFactor: boolean;
  /** Seed the XSS-probe fixtures (API_SEED_TEST_FIXTURES=1): for the project's own tests only. */
  seedTestFixtures: boolean;
  /**
   * The site's content checkout (SITE_REPO_DIR, default this repository): a git work tree whose `data/`
   * the console edits (one commit per save) and whose `gatsby build` the publisher runs.
   */
  siteRepoDir: string;
  /** Days each kind of lead is kept after its last change (RETENTION_*_DAYS; under 365 stops the start). */
  retention: RetentionDays;
  /** Each build's output and the live/preview pointers (SITE_BUILDS_DIR, default `.builds/` in the checkout). */
  siteBuildsDir: string;
  /** This instance runs the site's builds (SITE_BUILDER, default on; set 0 on all but one instance). */
  siteBuilder: boolean;
  /** Run with a build's folder before it goes live, e.g. a sync to a CDN (SITE_PUBLISH_COMMAND). */
  sitePublishCommand?: string;
  /** How long no post or job change must arrive before the live site is refreshed, in ms (SITE_REFRESH_QUIET_MS; issue 29). */
  siteRefreshQuietMs: number;
  /** The builder refreshes the live site after post and job changes (SITE_REFRESH, default on; 0: they wait for a Publish). */
  siteRefresh: boolean;
  /** Where staff see the preview (SITE_PREVIEW_URL) and visitors the live site (GATSBY_SITE_URL). */
  sitePreviewUrl: string;
  siteLiveUrl: string;
}

type Env = Record<string, string | undefined>;

const text = (env: Env, name: string, fallback: string): string => {
  const value = env[name]?.trim();
  return value ? value : fallback;
};

const integer = (env: Env, name: string, fallback: number, min: number, max: number): number => {
  const raw = text(env, name, String(fallback));
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
};

const url = (env: Env, name: string, fallback: string): string => {
  const raw = text(env, name, fallback);
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new Error(`${name} must be an absolute http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, "");
};

const flag = (env: Env, name: string): boolean => ["1", "true", "yes"].includes(text(env, name, "").toLowerCase());

/**
 * API_TRUST_PROXY as a number of proxy hops. Before issue 22 it was a flag ("1", "true", "yes": trust
 * X-Forwarded-For, left-most address): those values now mean one proxy, the usual case.
 */
export function proxyHops(env: Env): number {
  const raw = text(env, "API_TRUST_PROXY", "0").toLowerCase();
  if (["true", "yes"].includes(raw)) return 1;
  if (["false", "no"].includes(raw)) return 0;
  const hops = Number(raw);
  if (!/^\d+$/.test(raw) || hops > 10) {
    throw new Error(`API_TRUST_PROXY must be the number of reverse proxies in front of the API (0 to 10), got "${raw}"`);
  }
  return hops;
}

/** DATABASE_URL, if set: it must be a postgres:// (or postgresql://) URL. */
function databaseUrl(env: Env): string | undefined {
  const raw = text(env, "DATABASE_URL", "");
  if (!raw) return undefined;
  if (!/^postgres(ql)?:\/\/./.test(raw)) {
    // Never echo the value: it usually carries a password.
    throw new Error("DATABASE_URL must be a postgres:// URL, e.g. postgres://user:password@host:5432/agency");
  }
  return raw;
}

/** A switch that is on unless set to 0, false or no (SITE_BUILDER, SITE_REFRESH). */
const onUnlessOff = (env: Env, name: string): boolean => {
  const raw = text(env, name, "1").toLowerCase();
  if (["1", "true", "yes"].includes(raw)) return true;
  if (["0", "false", "no"].includes(raw)) return false;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
};

export function loadConfig(env: Env = process.env): ApiConfig {
  const siteRepoDir = path.resolve(ROOT, text(env, "SITE_REPO_DIR", ROOT));
  return {
    host: text(env, "API_HOST", "localhost"),
    port: integer(env, "API_PORT", 8000, 0, 65535),
    databaseUrl: databaseUrl(env),
    dbPath: path.resolve(ROOT, text(env, "API_DB_PATH", "api/.data/agency.db")),
    uploadDir: path.resolve(ROOT, text(env, "API_UPLOAD_DIR", "api/.data/uploads")),
    publicUrl: url(env, "API_PUBLIC_URL", DEFAULT_API_URL),
    allowedOrigins: text(env, "API_ALLOWED_ORIGINS", "http://localhost:9000,http://127.0.0.1:9000")
      .split(",")
      .map((origin) => origin.trim().replace(/\/+$/, ""))
      .filter(Boolean),
    rateLimitMax: integer(env, "API_RATE_LIMIT_MAX", 30, 1, 1_000_000_000),
    trustProxy: proxyHops(env),
    requireSecondFactor: flag(env, "STAFF_REQUIRE_SECOND_FACTOR"),
    seedTestFixtures: flag(env, "API_SEED_TEST_FIXTURES"),
    siteRepoDir,
    retention: readRetention(env),
    siteBuildsDir: path.resolve(siteRepoDir, text(env, "SITE_BUILDS_DIR", ".builds")),
    siteBuilder: onUnlessOff(env, "SITE_BUILDER"),
    sitePublishCommand: text(env, "SITE_PUBLISH_COMMAND", "") || undefined,
    sitePreviewUrl: url(env, "SITE_PREVIEW_URL", "http://localhost:9001"),
    siteLiveUrl: url(env, "GATSBY_SITE_URL", "http://localhost:9000"),
    siteRefreshQuietMs: integer(env, "SITE_REFRESH_QUIET_MS", 5000, 0, 600_000),
    siteRefresh: onUnlessOff(env, "SITE_REFRESH"),
  };
}
