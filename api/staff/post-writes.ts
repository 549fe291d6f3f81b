/**
 * Saving posts: POST /staff/posts (create) and PUT /staff/posts/:id (replace, with the version the
 * editor loaded: 409 when it is stale). The body is read and checked by post-fields.ts; a slug taken
 * by a concurrent save is answered as the 422 a taken slug gets.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "../store/db";
import { recordPostUrl } from "../store/post-former-urls";
import { isUniqueViolation } from "./accounts";
import { audit } from "./audit";
import { postChange, requestRefresh } from "../site/refresh/request";
import { actor, guard, notFound, stale } from "./guard";
import { Input, idParam, reject } from "./input";
import { SLUG_TAKEN_MESSAGE, columns, type PostFields } from "./post-fields";

export function postWriteRoutes(staff: FastifyInstance, db: Db, { byId, readPost }: PostFields): void {
  const onRequest = guard(db, "posts");
  const slugRace = (error: unknown) => isUniqueViolation(error);

  staff.post("/posts", { onRequest }, async (request, reply) => {
    const input = new Input(request.body);
    const post = await readPost(input, null);
    if (!input.ok) return reject(reply, input.errors);
    const now = new Date().toISOString();
    try {
      const created = await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto("blogs")
          .values({ ...post, image_file: "", image_width: null, image_height: null, created_at: now, updated_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        await recordPostUrl(trx, id, post.url, null, now);
        await audit(trx, { actorEmail: actor(request).email, action: "create", entity: "post", entityId: id, detail: post.url });
        await requestRefresh(trx, postChange(id, null, post.status, actor(request).email));
        return byId(trx, id);
      });
      return reply.code(201).send(created);
    } catch (error) {
      if (slugRace(error)) return reject(reply, [{ field: "url", message: SLUG_TAKEN_MESSAGE }]);
      throw error;
    }
  });

  staff.put<{ Params: { id: string } }>("/posts/:id", { onRequest }, async (request, reply) => {
    const id = idParam(request.params.id);
    const existing = id === null ? null : await db.selectFrom("blogs").select(columns).where("id", "=", id).executeTakeFirst();
    if (id === null || !existing) return notFound(reply);
    const input = new Input(request.body);
    const post = await readPost(input, existing);
    const version = input.version();
    if (!input.ok) return reject(reply, input.errors);
    try {
      const outcome = await db.transaction().execute(async (trx) => {
        const now = new Date().toISOString();
        const result = await trx
          .updateTable("blogs")
          .set({ ...post, updated_at: now, version: sql<number>`version + 1` })
          .where("id", "=", id)
          .where("version", "=", version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return (await byId(trx, id)) ? "stale" : "missing";
        // A changed url keeps the old one leading to the post (issue 30: the browser at once, the next build's redirects).
        await recordPostUrl(trx, id, post.url, existing.url, now);
        await audit(trx, { actorEmail: actor(request).email, action: "update", entity: "post", entityId: id, detail: `${post.url} (${post.status})` });
        await requestRefresh(trx, postChange(id, existing.status, post.status, actor(request).email));
        return byId(trx, id);
      });
      if (outcome === "stale") return stale(reply);
      if (outcome === "missing" || outcome === null) return notFound(reply);
      return outcome;
    } catch (error) {
      if (slugRace(error)) return reject(reply, [{ field: "url", message: SLUG_TAKEN_MESSAGE }]);
      throw error;
    }
  });
}
