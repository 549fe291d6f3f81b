/**
 * What `buildServer` (api/server.ts) takes: the store, folders and URLs of the config, plus what tests and
 * main.ts set (notifications, retention, publishing, clocks and timings), and the publishing default.
 */
import type { FastifyServerOptions } from "fastify";
import type { RetentionDays } from "../shared/retention";
import { loadConfig, type ApiConfig } from "./config";
import type { NotificationsOptions } from "./notify";
import type { NotifySettings } from "./notify/settings";
import type { PdfLibraryOptions } from "./pdf";
import type { SiteOptions } from "./site";
import type { Database } from "./store/schema";

export interface ServerOptions
  extends Pick<ApiConfig, "dbPath" | "uploadDir" | "publicUrl" | "allowedOrigins" | "rateLimitMax"> {
  /** A postgres:// URL: the store lives in PostgreSQL instead of the SQLite file at dbPath. */
  databaseUrl?: string;
  /** Reverse proxies in front of the API (API_TRUST_PROXY): X-Forwarded-For is read that many hops deep. */
  trustProxy?: number;
  /** Every staff account must use the second factor (STAFF_REQUIRE_SECOND_FACTOR). */
  requireSecondFactor?: boolean;
  /** Seed the XSS-probe opening and post (the project's tests only; visitors never see them). */
  seedTestFixtures?: boolean;
  /** Render every case-study PDF once the server listens, instead of on first download. */
  pregeneratePdfs?: boolean;
  /**
   * Where case studies come from and where their PDFs are written (with databaseUrl, by default
   * nowhere: they are cached in memory, so an instance writes no file).
   */
  pdf?: Partial<PdfLibraryOptions>;
  /** Folder the seed posts' images are read from (default api/assets/blog-images). */
  blogImagesDir?: string;
  logger?: FastifyServerOptions["logger"];
  /**
   * Inboxes, SMTP server and site URL for the lead notifications (main.ts reads them from the
   * environment). Default: no SMTP server, so a test never mails through a developer's SMTP_URL.
   */
  notify?: NotifySettings;
  /** The site's content checkout the console edits (SITE_REPO_DIR; default this repository). */
  siteRepoDir?: string;
  /** The notification worker's clock and timings (tests). */
  notifyWorker?: NotificationsOptions<Database>["worker"];
  /** Days each kind of lead is kept after its last change (issue 25; default: RETENTION_* defaults). */
  retention?: RetentionDays;
  /** The privacy notice whose versions leads record (issue 28; default: data/privacy.json of siteRepoDir). */
  noticeFile?: string;
  /** How often the daily privacy sweep looks whether today's has run (ms, default an hour); null: never. */
  privacySweepEveryMs?: number | null;
  /**
   * Publishing the site (issue 23; main.ts reads it from the environment). Default: this repository,
   * with no builder, so a test never builds the developer's checkout unless it asks to.
   */
  site?: SiteOptions;
  /** The clock jobs' closing dates are read by (issue 29; tests). Default: the system clock. */
  now?: () => Date;
  /** How often this instance closes jobs whose closing day has ended (ms, default a minute); null: never. */
  jobClosingEveryMs?: number | null;
}

/** Publishing options when none are given: this repository, nothing built. */
export const defaultSite = (): SiteOptions => {
  const config = loadConfig({});
  return {
    repoDir: config.siteRepoDir,
    buildsDir: config.siteBuildsDir,
    builder: false,
    liveUrl: config.siteLiveUrl,
    previewUrl: config.sitePreviewUrl,
  };
};
