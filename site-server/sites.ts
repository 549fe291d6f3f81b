/**
 * The two sites `npm run serve` runs (site-server/main.ts), also used by the tests and the e2e
 * publishing specs: the live site, whose fallback for an open page's older hashed files searches only
 * builds that were live, and the preview, for staff only (site-server/preview-access.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { liveRoot, pointerRoot, wasLiveFolders } from "../api/site/folders";
import { createSiteServer } from "./server";

/** Every build folder under `buildsDir`, newest first (the preview's fallback: only staff see it). */
function allBuilds(buildsDir: string): string[] {
  try {
    return fs
      .readdirSync(buildsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith(".") && !entry.name.endsWith(".partial"))
      .map((entry) => path.join(buildsDir, entry.name))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  } catch {
    return [];
  }
}

export interface LiveSiteOptions {
  /** The checkout (its public/ is served before the first publish) and SITE_BUILDS_DIR. */
  repoDir: string;
  buildsDir: string;
  /** The live site's public URL is https: send HSTS. */
  https?: boolean;
}

export const createLiveSite = ({ repoDir, buildsDir, https = false }: LiveSiteOptions): Promise<FastifyInstance> =>
  createSiteServer({
    root: () => liveRoot(repoDir, buildsDir),
    // Only builds that were live: an unpublished preview's files never reach a visitor.
    earlier: () => wasLiveFolders(buildsDir),
    hsts: https,
  });

export interface PreviewSiteOptions {
  buildsDir: string;
  /** The secret the API signs preview links with (api/site/preview-token.ts previewSecret). */
  secret: string;
  /** The preview's URL is https: a Secure cookie, and HSTS. */
  https?: boolean;
}

export const createPreviewSite = ({ buildsDir, secret, https = false }: PreviewSiteOptions): Promise<FastifyInstance> =>
  createSiteServer({
    root: () => pointerRoot(buildsDir, "preview"),
    earlier: () => allBuilds(buildsDir),
    preview: true,
    access: { secret, secure: https },
    hsts: https,
  });
