/** Starts the API with settings from the environment (see config.ts). */
import { loadConfig } from "./config";
import { asyncLogDestination } from "./log-destination";
import { loadNotifySettings } from "./notify/settings";
import { buildServer } from "./server";

const logDestination = asyncLogDestination();

/** Writes the log lines still gathered, then exits. */
function exit(code: number): never {
  logDestination.flushSync();
  process.exit(code);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildServer({
    ...config,
    logger: { level: process.env.API_LOG_LEVEL ?? "info", stream: logDestination },
    // The URL carries a password: it is passed to the store and never logged.
    pregeneratePdfs: true,
    // SMTP_URL, MAIL_FROM, NOTIFY_SALES, NOTIFY_HR, GATSBY_SITE_URL; a bad value stops the start.
    notify: loadNotifySettings(),
    // SITE_REPO_DIR, SITE_BUILDS_DIR, SITE_BUILDER, SITE_PUBLISH_COMMAND, SITE_PREVIEW_URL (issue 23), SITE_REFRESH_QUIET_MS, SITE_REFRESH (issue 29).
    site: {
      repoDir: config.siteRepoDir,
      buildsDir: config.siteBuildsDir,
      builder: config.siteBuilder,
      publishCommand: config.sitePublishCommand,
      liveUrl: config.siteLiveUrl,
      previewUrl: config.sitePreviewUrl,
      refreshQuietMs: config.siteRefreshQuietMs,
      refresh: config.siteRefresh,
    },
  });
  await app.listen({ host: config.host, port: config.port });
  // The start's lines (settings, "listening") are out before the first request is answered: the destination
  // otherwise holds lines up to a second (api/log-destination.ts), and scripts read them once the port answers.
  logDestination.flushSync();
  // Close cleanly on Ctrl-C or when `concurrently -k` stops us: in-flight requests finish, the DB closes.
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.close().then(
        () => exit(0),
        () => exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  exit(1);
});
