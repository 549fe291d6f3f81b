/**
 * Blog posts for staff: GET/POST /staff/posts, GET/PUT/DELETE /staff/posts/:id and the cover image,
 * POST /staff/posts/:id/image (multipart field `image`). GET /blogs and GET /blog/:url show a post
 * from the moment it is published (status "published" and publishedAt not in the future).
 * Here: listing, reading and deleting; saving is post-writes.ts, the cover image post-image.ts, and
 * the post's fields and rules post-fields.ts.
 */
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "../store/db";
import { audit } from "./audit";
import { postChange, requestRefresh } from "../site/refresh/request";
import { actor, guard, notFound } from "./guard";
import { PAGE_SIZE, containsPattern, idParam, listQuery, reject } from "./input";
import { POST_STATUSES, columns, postFields, type PostStatus } from "./post-fields";
import { postImageRoute, removeImageIfUnused } from "./post-image";
import { postWriteRoutes } from "./post-writes";

export function postRoutes(staff: FastifyInstance, db: Db, publicUrl: string): void {
  const onRequest = guard(db, "posts");
  const fields = postFields(db, publicUrl);
  const { toPost, byId } = fields;

  staff.get("/posts", { onRequest }, async (request, reply) => {
    const { value, errors } = listQuery(request.query, POST_STATUSES);
    if (errors.length) return reject(reply, errors);
    let base = db.selectFrom("blogs");
    if (value.status) base = base.where("status", "=", value.status as PostStatus);
    if (value.q) {
      const pattern = containsPattern(value.q);
      base = base.where((eb) =>
        eb.or(["title", "url"].map((c) => sql<boolean>`lower(${sql.ref(c)}) like ${pattern} escape '\\'`)),
      );
    }
    const rows = await base
      .select(columns)
      .orderBy("updated_at", "desc")
      .orderBy("id", "desc")
      .limit(PAGE_SIZE)
      .offset((value.page - 1) * PAGE_SIZE)
      .execute();
    const { n } = await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    return { items: rows.map(toPost), total: Number(n), page: value.page, pageSize: PAGE_SIZE };
  });

  staff.get<{ Params: { id: string } }>("/posts/:id", { onRequest }, async (request, reply) => {
    const id = idParam(request.params.id);
    return (id !== null && (await byId(db, id))) || notFound(reply);
  });

  staff.delete<{ Params: { id: string } }>("/posts/:id", { onRequest }, async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return notFound(reply);
    const deleted = await db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom("blogs").where("id", "=", id).returning(["url", "image_file", "status"]).executeTakeFirst();
      if (!row) return null;
      if (row.image_file) await removeImageIfUnused(trx, row.image_file);
      await audit(trx, { actorEmail: actor(request).email, action: "delete", entity: "post", entityId: id, detail: row.url });
      await requestRefresh(trx, postChange(id, row.status, null, actor(request).email));
      return row;
    });
    return deleted ? reply.code(204).send() : notFound(reply);
  });

  postWriteRoutes(staff, db, fields);
  postImageRoute(staff, db, fields);
}
