/** What the publisher needs to know (issue 23); api/config.ts reads it from the environment. */
export interface SiteOptions {
  /** The site's checkout: a git work tree with node_modules, where `gatsby build` runs (SITE_REPO_DIR). */
  repoDir: string;
  /** Where each build's output is kept, and the `live` and `preview` pointers (SITE_BUILDS_DIR). */
  buildsDir: string;
  /** This instance runs the builds (SITE_BUILDER); the others only queue them. */
  builder: boolean;
  /** Run after a build is ready to go live, with its folder as the argument (SITE_PUBLISH_COMMAND). */
  publishCommand?: string;
  /** Where visitors see the live site and staff the preview (links on the Site screen). */
  liveUrl: string;
  previewUrl: string;
  /**
   * Signs the preview's links (SITE_PREVIEW_SECRET, issue 28 §4); default: SITE_BUILDS_DIR/.preview-secret,
   * made on first use and shared with the site server on the same machine.
   */
  previewSecret?: string;
  /** How many successful builds are kept for roll back (10). */
  keep?: number;
  /** The environment `gatsby build` runs with (default: the API's own). */
  buildEnv?: NodeJS.ProcessEnv;
  /** How often the builder looks for queued work, in ms (1000). */
  pollMs?: number;
  /**
   * Where the API's store is (API_DB_PATH, absolute, and DATABASE_URL when set), added to every build's
   * environment: the build reads the posts and jobs from it (issue 29; server.ts sets it).
   */
  storeEnv?: Record<string, string>;
  /** How long no change must arrive before a refresh is built, in ms (SITE_REFRESH_QUIET_MS, 5000; issue 29). */
  refreshQuietMs?: number;
  /** Refresh builds after post and job changes (SITE_REFRESH, default true); false: the requests wait for a Publish. */
  refresh?: boolean;
}

export const KEEP_BUILDS = 10;

/** SITE_REFRESH_QUIET_MS's default. */
export const REFRESH_QUIET_MS = 5000;
