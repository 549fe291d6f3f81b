/**
 * `npm run serve` (and `npm start`): the live site on SITE_PORT (9000) and the preview on the port of
 * SITE_PREVIEW_URL (9001), from the builds the console publishes (SITE_BUILDS_DIR's `live` and
 * `preview`), or, before the first publish, from the checkout's public/ that `npm run build` made.
 */
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../api/config";
import { liveRoot, pointerRoot } from "../api/site/folders";
import { createSiteServer } from "./server";

/** The build folders under SITE_BUILDS_DIR, newest first (for an open page's older bundles). */
function earlierBuilds(buildsDir: string): string[] {
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

async function main(): Promise<void> {
  const config = loadConfig();
  const host = process.env.SITE_HOST?.trim() || "localhost";
  const livePort = Number(process.env.SITE_PORT ?? 9000);
  const previewPort = Number(process.env.SITE_PREVIEW_PORT || new URL(config.sitePreviewUrl).port || 9001);
  const earlier = () => earlierBuilds(config.siteBuildsDir);
  const live = await createSiteServer({ root: () => liveRoot(config.siteRepoDir, config.siteBuildsDir), earlier });
  const preview = await createSiteServer({ root: () => pointerRoot(config.siteBuildsDir, "preview"), earlier, preview: true });
  await live.listen({ host, port: livePort });
  await preview.listen({ host, port: previewPort });
  console.log(`site: live at http://${host}:${livePort}, preview at http://${host}:${previewPort}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      Promise.all([live.close(), preview.close()]).then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
