/**
 * The Site screen's API (issue 23; docs/staff-api.md "Site"), for admin and marketing:
 * GET /staff/site, GET /staff/site/builds, GET /staff/site/builds/:id, POST /staff/site/builds,
 * POST /staff/site/builds/:id/live. Every request that changes something is in the audit log.
 */
import type { FastifyInstance } from "fastify";
import type { Db } from "../store/db";
import { audit } from "../staff/audit";
import { actor, guard, notFound, refuse } from "../staff/guard";
import { Input, PAGE_SIZE, reject } from "../staff/input";
import type { SiteService } from ".";
import { BUILD_TARGETS } from "./migration";
import { buildById, buildPage, pointedBuild, queueTransaction, type Build } from "./store";
import { awaitRelease } from "./release-wait";
import { notLiveYet } from "./not-live";

/** A build's number in a path: 0 (the site as first deployed) or a positive whole number. */
const buildIdParam = (raw: string): number | null => (/^(0|[1-9]\d{0,9})$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

const now = () => new Date().toISOString();

/** The build running now, or else the next one queued. */
async function currentBuild(db: Db): Promise<Build | null> {
  const row = await db
    .selectFrom("site_builds")
    .select("id")
    .where("status", "in", ["building", "queued"])
    .orderBy("status")
    .orderBy("id")
    .executeTakeFirst();
  return row ? buildById(db, Number(row.id)) : null;
}

export function siteRoutes(staff: FastifyInstance, db: Db, site: SiteService): void {
  const onRequest = guard(db, "site");

  staff.get("/site", { onRequest }, async () => {
    const live = await pointedBuild(db, "live");
    return {
      live,
      preview: await pointedBuild(db, "preview"),
      current: await currentBuild(db),
      liveUrl: site.options.liveUrl,
      previewUrl: site.options.previewUrl,
      notLive: await notLiveYet(db, site.options, live),
    };
  });

  staff.get<{ Querystring: { page?: string } }>("/site/builds", { onRequest }, async (request, reply) => {
    const raw = request.query.page ?? "1";
    const page = Number(raw);
    if (!Number.isInteger(page) || page < 1 || page > 1_000_000) return reject(reply, [{ field: "page", message: "Must be a whole number from 1" }]);
    const { items, total } = await buildPage(db, page, PAGE_SIZE);
    return { items, total, page, pageSize: PAGE_SIZE };
  });

  staff.get<{ Params: { id: string } }>("/site/builds/:id", { onRequest }, async (request, reply) => {
    const id = buildIdParam(request.params.id);
    const build = id === null ? null : await buildById(db, id);
    return build ?? notFound(reply);
  });

  staff.post("/site/builds", { onRequest }, async (request, reply) => {
    const input = new Input(request.body);
    const target = input.choice("target", BUILD_TARGETS);
    if (!input.ok) return reject(reply, input.errors);
    const email = actor(request).email;
    const build = await queueTransaction(db, site.engine, async (tx) => {
      // Queued builds build the checkout as it is when they start: the same content, so one build serves all.
      const queued = await tx.selectFrom("site_builds").select("id").where("status", "=", "queued").where("target", "=", target).where("refresh", "=", 0).orderBy("id").executeTakeFirst();
      const id = queued
        ? Number(queued.id)
        : Number(
            (
              await tx
                .insertInto("site_builds")
                .values({ target, status: "queued", requested_by: email, requested_at: now(), commit: null, content_hash: null, dirty: null, folder: null, reused_from: null, started_at: null, finished_at: null, step: null, error: null, live_at: null, live_by: null })
                .returning("id")
                .executeTakeFirstOrThrow()
            ).id,
          );
      const detail = queued ? `joined queued build ${id}` : `queued build ${id}`;
      await audit(tx, { actorEmail: email, action: target === "live" ? "publish" : "preview", entity: "site-build", entityId: id, detail });
      return buildById(tx, id);
    });
    site.nudge();
    return reply.code(202).send(build);
  });

  staff.post<{ Params: { id: string } }>("/site/builds/:id/live", { onRequest }, async (request, reply) => {
    const id = buildIdParam(request.params.id);
    const build = id === null ? null : await buildById(db, id);
    if (!build) return notFound(reply);
    if (build.status !== "succeeded") return refuse(reply, 409, `Build ${build.id} did not succeed (it is ${build.status}); only a successful build can go live.`);
    if (!build.kept) return refuse(reply, 409, `Build ${build.id}'s files were deleted (only the last 10 successful builds are kept); build again instead.`);
    const email = actor(request).email;
    const release = await db.transaction().execute(async (tx) => {
      const row = await tx
        .insertInto("site_releases")
        .values({ build_id: build.id, requested_by: email, requested_at: now(), status: "pending", error: null, finished_at: null })
        .returning("id")
        .executeTakeFirstOrThrow();
      await audit(tx, { actorEmail: email, action: "go-live", entity: "site-build", entityId: build.id, detail: `make build ${build.id} live` });
      return Number(row.id);
    });
    site.nudge();
    const outcome = await awaitRelease(db, release);
    if (outcome.status === "no-builder") return refuse(reply, 503, outcome.message);
    if (outcome.status === "failed") return reply.code(502).send({ statusCode: 502, error: "Bad Gateway", message: outcome.message });
    return buildById(db, build.id);
  });
}
