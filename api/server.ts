/**
 * Builds the API: plugins, the error handler and one module per call. `main.ts` reads the
 * environment and listens; tests and the benchmark call `buildServer` directly.
 */
import cors from "@fastify/cors";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import path from "node:path";
import { NOTICE_VERSION_HEADER } from "../shared/notice-version";
import { readRetention } from "../shared/retention";
import { ROOT } from "./config";
import type { ApiContext } from "./context";
import { eventsRoutes } from "./analytics/route";
import { errorHandler } from "./errors";
import { notFoundRoutes } from "./not-found/route";
import { AnswerCache, clearOnStaffChanges } from "./http/caching";
import { registerCompression } from "./http/compression";
import { securityHeaders } from "./http/security-headers";
import { startNotifications } from "./notify";
import { loadNotifySettings } from "./notify/settings";
import { DEFAULT_PDF_OPTIONS, createPdfLibrary } from "./pdf";
import { OneLineLogController, privateLogger } from "./privacy/log";
import { noticeVersionsFrom } from "./privacy/notice-versions";
import { privacyPublicRoutes } from "./privacy/public-routes";
import { startPrivacySweeper } from "./privacy/sweep";
import { startJobClosing } from "./staff/jobs-closing";
import { blogRoute } from "./routes/blog";
import { blogMovedRoute } from "./routes/blog-moved";
import { blogImagesRoute } from "./routes/blog-images";
import { blogsRoute } from "./routes/blogs";
import { caseStudyPdfRoute } from "./routes/case-study-pdf";
import { caseStudyStoreRoute } from "./routes/case-study-store";
import { contactRoute } from "./routes/contact";
import { jobApplicationRoute } from "./routes/job-application";
import { jobVacanciesRoute } from "./routes/job-vacancies";
import { seedIfEmpty } from "./seed";
import { startSite } from "./site";
import { defaultSite, type ServerOptions } from "./server-options";
import { staffApi } from "./staff";
import { SIGN_IN_ROUTES } from "./staff/throttle";
import { openStore } from "./store";
import { startCheckpointer } from "./store/checkpointer";
import { importLegacyResumes } from "./store/legacy";
import { databaseRateLimitStore, sweepRateLimits } from "./store/rate-limit";
import { RESUME_MAX_BYTES } from "./uploads";

export type { ServerOptions };

/** Largest JSON body accepted: the longest form with every field at its limit fits easily. */
export const JSON_BODY_LIMIT = 64 * 1024;

/** How often expired rate-limit counters are deleted. */
const RATE_LIMIT_SWEEP_MS = 5 * 60_000;

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  let logIdleError = (_error: Error): void => undefined; // replaced by the app's logger below
  const store = await openStore({
    databaseUrl: options.databaseUrl,
    dbPath: options.dbPath,
    onIdleError: (error) => logIdleError(error),
  });
  try {
    if (store.engine === "sqlite") await importLegacyResumes(store, options.uploadDir);
    await seedIfEmpty(store, {
      testFixtures: options.seedTestFixtures ?? false,
      ...(options.blogImagesDir ? { imageDirs: [options.blogImagesDir] } : {}),
    });
  } catch (error) {
    await store.close();
    throw error;
  }
  const app = Fastify({
    // No bodies, no query strings, no driver error details in the log (issue 25).
    logger: privateLogger(options.logger ?? false),
    // One line per request, written when it is answered, not Fastify's two (api/privacy/log.ts).
    logController: new OneLineLogController(),
    bodyLimit: JSON_BODY_LIMIT,
    // Trust exactly that many hops: the client IP is the address that many hops from the right of
    // X-Forwarded-For. Not Fastify's numeric option: since 5.x it trusts no header at all for a number (so
    // every visitor would be the proxy). Never `true`, which takes the left-most address: the client's choice.
    trustProxy: (_address: string, hop: number) => hop < (options.trustProxy ?? 0),
  });
  const notifySettings = options.notify ?? loadNotifySettings({});
  const notifier = await startNotifications({
    db: store.db,
    engine: store.engine,
    log: app.log,
    readResume: (id) => store.applications.resume(id),
    settings: notifySettings,
    worker: options.notifyWorker,
  }).catch(async (error: unknown) => {
    await store.close();
    throw error;
  });
  // Every build reads the posts and jobs from this store (issue 29): it is given where it is.
  const storeEnv = { API_DB_PATH: path.resolve(options.dbPath), DATABASE_URL: options.databaseUrl ?? "" };
  const site = await startSite(store.db, store.engine, { storeEnv, ...(options.site ?? defaultSite()) }, app.log).catch(async (error: unknown) => {
    await notifier.stop();
    await store.close();
    throw error;
  });
  const context: ApiContext = {
    store,
    pdfs: createPdfLibrary({
      ...DEFAULT_PDF_OPTIONS,
      ...(store.engine === "postgres" ? { cacheDir: null } : {}),
      ...options.pdf,
    }),
    publicUrl: options.publicUrl.replace(/\/+$/, ""),
    notifier,
    privacy: {
      retention: options.retention ?? readRetention({}),
      siteUrl: notifySettings.siteUrl,
      noticeVersions: noticeVersionsFrom(options.noticeFile ?? path.join(options.siteRepoDir ?? ROOT, "data", "privacy.json")),
    },
    siteRepoDir: options.siteRepoDir ?? ROOT,
    answers: new AnswerCache(),
    site,
    now: options.now ?? (() => new Date()),
  };
  const privacySweeper =
    options.privacySweepEveryMs === null
      ? null
      : startPrivacySweeper({ db: store.db, retention: context.privacy.retention, log: app.log, everyMs: options.privacySweepEveryMs });

  const jobClosing =
    options.jobClosingEveryMs === null
      ? null
      : startJobClosing({ db: store.db, now: context.now, log: app.log, everyMs: options.jobClosingEveryMs });

  // SQLite's WAL checkpoints run in a worker, never inside a request's commit (api/store/checkpointer.ts).
  const checkpointer =
    store.engine === "sqlite" && options.dbPath !== ":memory:" ? await startCheckpointer(store.db, path.resolve(options.dbPath), app.log) : null;

  const sweep = setInterval(() => {
    sweepRateLimits(store.db).catch((error: unknown) =>
      app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, "rate-limit sweep failed"),
    );
  }, RATE_LIMIT_SWEEP_MS);
  sweep.unref();
  app.addHook("onClose", async () => {
    clearInterval(sweep);
    await privacySweeper?.stop();
    await jobClosing?.stop();
    // A build in progress is stopped and marked failed; the live site stays as it was.
    await site.stop();
    // The send in progress finishes (and is recorded) before the store closes.
    await notifier.stop();
    await checkpointer?.stop();
    await store.close();
  });
  app.setErrorHandler(errorHandler);
  securityHeaders(app);
  // Only the message and code: pg errors carry the client object, which knows the connection settings.
  logIdleError = (error) =>
    app.log.warn(
      { code: (error as { code?: string }).code, reason: error.message },
      "an idle database connection failed; the pool replaces it",
    );

  // The public API: GET and POST from the site. /staff: the console's calls, with its cookie.
  // The two sets of options are made once, not per request (issue 28 §6: every request passes here).
  const publicCors = {
    origin: options.allowedOrigins,
    methods: ["GET", "POST"],
    // Public calls: the forms name the privacy notice's version in a header of their own (issue 28).
    allowedHeaders: ["Content-Type", NOTICE_VERSION_HEADER],
  };
  const staffCors = { origin: options.allowedOrigins, methods: ["GET", "POST", "PUT", "PATCH", "DELETE"], allowedHeaders: ["Content-Type"], credentials: true };
  await app.register(cors, {
    delegator: (request, callback) => callback(null, (request.url ?? "").startsWith("/staff/") ? staffCors : publicCors),
  });
  await app.register(rateLimit, {
    global: true,
    max: options.rateLimitMax,
    timeWindow: 60_000,
    // Counted in the database, so instances behind one load balancer share the budget.
    store: databaseRateLimitStore(store.db),
    // One budget per IP across the public POST routes and staff sign-in; reading is never limited,
    // and signed-in staff work is not counted (the console's own routes refuse anyone signed out).
    // Decided on the route matched, never the raw URL (`/staff/%73ession` is /staff/session).
    allowList: (request) => {
      const route = request.routeOptions.url;
      return request.method !== "POST" || (route !== undefined && route.startsWith("/staff/") && !SIGN_IN_ROUTES.has(route));
    },
  });
  await app.register(multipart, {
    limits: {
      fileSize: RESUME_MAX_BYTES,
      files: 3,
      fields: 20,
      fieldSize: 16 * 1024,
      parts: 30,
      headerPairs: 100,
    },
  });
  await registerCompression(app);
  clearOnStaffChanges(app, context.answers);

  if (options.pregeneratePdfs) {
    app.addHook("onListen", async () => {
      context.pdfs
        .generateAll()
        .then((files) => app.log.info({ count: files.length }, "case-study PDFs generated"))
        .catch((error: unknown) => app.log.error({ err: error }, "case-study PDF generation failed"));
    });
  }

  app.get("/health", async () => ({ status: "ok" }));
  contactRoute(app, context);
  jobVacanciesRoute(app, context);
  jobApplicationRoute(app, context);
  caseStudyStoreRoute(app, context);
  blogsRoute(app, context);
  blogRoute(app, context);
  blogMovedRoute(app, context);
  caseStudyPdfRoute(app, context);
  blogImagesRoute(app, context);
  privacyPublicRoutes(app, context);
  // The site's analytics beacon (issue 31): a plugin of its own, with its own body parser.
  await app.register(eventsRoutes, {
    context,
    allowedOrigins: options.allowedOrigins,
    location: { databaseUrl: options.databaseUrl, dbPath: options.dbPath === ":memory:" ? options.dbPath : path.resolve(options.dbPath) },
  });
  // What visitors did not find (issue 30): a plugin of its own, with its own body parsers.
  await app.register(notFoundRoutes, { context, allowedOrigins: options.allowedOrigins });
  await staffApi(app, context, options.allowedOrigins, { requireSecondFactor: options.requireSecondFactor ?? false });
  return app;
}
