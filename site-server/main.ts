/**
 * `npm run serve` (and `npm start`): the live site on SITE_HOST:SITE_PORT (localhost:9000) and the preview
 * on SITE_PREVIEW_HOST (localhost: loopback only) at the port of SITE_PREVIEW_URL (9001), from the builds
 * the console publishes (SITE_BUILDS_DIR's `live` and `preview`), or, before the first publish, from the
 * checkout's public/ that `npm run build` made. The preview lets in only staff who opened it from the
 * console (site-server/preview-access.ts).
 */
import { loadConfig } from "../api/config";
import { previewSecret } from "../api/site/preview-token";
import { createLiveSite, createPreviewSite } from "./sites";

async function main(): Promise<void> {
  const config = loadConfig();
  const host = process.env.SITE_HOST?.trim() || "localhost";
  // Not SITE_HOST: a host set for the live site does not open the unpublished preview to the network.
  const previewHost = process.env.SITE_PREVIEW_HOST?.trim() || "localhost";
  const livePort = Number(process.env.SITE_PORT ?? 9000);
  const previewPort = Number(process.env.SITE_PREVIEW_PORT || new URL(config.sitePreviewUrl).port || 9001);
  const live = await createLiveSite({ repoDir: config.siteRepoDir, buildsDir: config.siteBuildsDir, https: config.siteLiveUrl.startsWith("https:") });
  const preview = await createPreviewSite({
    buildsDir: config.siteBuildsDir,
    secret: previewSecret(process.env, config.siteBuildsDir),
    https: config.sitePreviewUrl.startsWith("https:"),
  });
  await live.listen({ host, port: livePort });
  await preview.listen({ host: previewHost, port: previewPort });
  console.log(`site: live at http://${host}:${livePort}, preview (staff only) at http://${previewHost}:${previewPort}`);
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
