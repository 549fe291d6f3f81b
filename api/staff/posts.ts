/**
 * Blog posts for staff: GET/POST /staff/posts, GET/PUT/DELETE /staff/posts/:id and the cover image,
 * POST /staff/posts/:id/image (multipart field `image`). GET /blogs and GET /blog/:url show a post
 * from the moment it is published (status "published" and publishedAt not in the future).
 */
import { randomUUID } from "node:crypto";
import type { FastifyError, FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "../store/db";
import { isUniqueViolation } from "./accounts";
import { audit } from "./audit";
import { actor, guard, notFound, stale } from "./guard";
import { COVER_MAX_BYTES, COVER_SIZE_MESSAGE, toCoverImage } from "./images";
import { Input, PAGE_SIZE, containsPattern, idParam, listQuery, reject } from "./input";
import { isBlankHtml, sanitizeStaffHtml } from "./sanitize";

export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 100;
export const SLUG_TAKEN_MESSAGE = "Another post already uses this URL";
export const SLUG_FORMAT_MESSAGE = "Use lowercase letters, digits and single hyphens, e.g. my-first-post";
export const NEEDS_IMAGE_MESSAGE = "Add a cover image before publishing";

/** A slug from a title: accents dropped, lowercase letters and digits joined by single hyphens. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

const columns = [
  "id",
  "title",
  "url",
  "blog",
  "status",
  "published_at as publishedAt",
  "image_file as imageFile",
  "image_width as imageWidth",
  "image_height as imageHeight",
  "created_at as createdAt",
  "updated_at as updatedAt",
  "version",
] as const;

export function postRoutes(staff: FastifyInstance, db: Db, publicUrl: string): void {
  const onRequest = guard(db, "posts");

  const toPost = <T extends { imageFile: string }>({ imageFile, ...row }: T) => ({
    ...row,
    image: imageFile ? `${publicUrl}/blog-images/${encodeURIComponent(imageFile)}` : null,
  });
  const byId = async (trx: Db, id: number) => {
    const row = await trx.selectFrom("blogs").select(columns).where("id", "=", id).executeTakeFirst();
    return row ? toPost(row) : null;
  };
  const slugTaken = async (trx: Db, url: string, exceptId: number | null) => {
    let query = trx.selectFrom("blogs").select("id").where("url", "=", url);
    if (exceptId !== null) query = query.where("id", "!=", exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  };

  /**
   * Reads and checks a post body. A slug left out is made from the title (with -2, -3… if taken);
   * one given must be free. Publishing without publishedAt publishes now (or keeps the first date).
   */
  async function readPost(input: Input, existing: { id: number; publishedAt: string | null; imageFile: string } | null) {
    const title = input.text("title", { label: "a title", max: 200, required: true });
    const givenUrl = input.text("url", { label: "a URL", max: SLUG_MAX_LENGTH });
    const rawBlog = input.text("blog", { label: "the post's text", max: 200_000, required: true, raw: true });
    const blog = sanitizeStaffHtml(rawBlog);
    if (rawBlog.trim() && isBlankHtml(blog)) input.fail("blog", "Enter the post's text");
    const status = input.choice("status", POST_STATUSES, "draft");
    let publishedAt = input.dateTime("publishedAt");
    if (status === "published") {
      publishedAt ??= existing?.publishedAt ?? new Date().toISOString();
      if (!existing?.imageFile) input.fail("image", NEEDS_IMAGE_MESSAGE);
    }
    let url = givenUrl;
    if (givenUrl) {
      if (!SLUG.test(givenUrl)) input.fail("url", SLUG_FORMAT_MESSAGE);
      else if (await slugTaken(db, givenUrl, existing?.id ?? null)) input.fail("url", SLUG_TAKEN_MESSAGE);
    } else if (title) {
      const base = slugify(title);
      if (!base) input.fail("url", `Give the post a URL: ${SLUG_FORMAT_MESSAGE}`);
      url = base;
      for (let n = 2; base && (await slugTaken(db, url, existing?.id ?? null)); n += 1) url = `${base.slice(0, SLUG_MAX_LENGTH - 6)}-${n}`;
    }
    return { title, url, blog, status, published_at: publishedAt };
  }

  const slugRace = (error: unknown) => isUniqueViolation(error);

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
        await audit(trx, { actorEmail: actor(request).email, action: "create", entity: "post", entityId: id, detail: post.url });
        return byId(trx, id);
      });
      return reply.code(201).send(created);
    } catch (error) {
      if (slugRace(error)) return reject(reply, [{ field: "url", message: SLUG_TAKEN_MESSAGE }]);
      throw error;
    }
  });

  staff.get<{ Params: { id: string } }>("/posts/:id", { onRequest }, async (request, reply) => {
    const id = idParam(request.params.id);
    return (id !== null && (await byId(db, id))) || notFound(reply);
  });

  staff.put<{ Params: { id: string } }>("/posts/:id", { onRequest }, async (request, reply) => {
    const id = idParam(request.params.id);
    const existing = id === null ? null : await db.selectFrom("blogs").select(columns).where("id", "=", id).executeTakeFirst();
    if (id === null || !existing) return notFound(reply);
    const input = new Input(request.body);
    const post = await readPost(input, { id, publishedAt: existing.publishedAt, imageFile: existing.imageFile });
    const version = input.version();
    if (!input.ok) return reject(reply, input.errors);
    try {
      const outcome = await db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable("blogs")
          .set({ ...post, updated_at: new Date().toISOString(), version: sql<number>`version + 1` })
          .where("id", "=", id)
          .where("version", "=", version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return (await byId(trx, id)) ? "stale" : "missing";
        await audit(trx, { actorEmail: actor(request).email, action: "update", entity: "post", entityId: id, detail: `${post.url} (${post.status})` });
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

  staff.delete<{ Params: { id: string } }>("/posts/:id", { onRequest }, async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null) return notFound(reply);
    const deleted = await db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom("blogs").where("id", "=", id).returning(["url", "image_file"]).executeTakeFirst();
      if (!row) return null;
      if (row.image_file) await removeImageIfUnused(trx, row.image_file);
      await audit(trx, { actorEmail: actor(request).email, action: "delete", entity: "post", entityId: id, detail: row.url });
      return row;
    });
    return deleted ? reply.code(204).send() : notFound(reply);
  });

  staff.post<{ Params: { id: string } }>("/posts/:id/image", { onRequest }, async (request, reply) => {
    const id = idParam(request.params.id);
    if (id === null || !(await byId(db, id))) return notFound(reply);
    let bytes: Buffer | null = null;
    try {
      for await (const part of request.parts({ limits: { fileSize: COVER_MAX_BYTES, files: 1 } })) {
        if (part.type !== "file") continue;
        if (part.fieldname !== "image" || bytes) {
          part.file.resume();
          continue;
        }
        bytes = await part.toBuffer();
      }
    } catch (error) {
      if ((error as FastifyError | null)?.code === "FST_REQ_FILE_TOO_LARGE") {
        return reject(reply, [{ field: "image", message: COVER_SIZE_MESSAGE }]);
      }
      if ((error as FastifyError | null)?.code === "FST_FILES_LIMIT") {
        return reject(reply, [{ field: "image", message: "Send one image" }]);
      }
      throw error;
    }
    if (!bytes) return reject(reply, [{ field: "image", message: "Choose an image" }]);
    const cover = await toCoverImage(bytes);
    if ("error" in cover) return reject(reply, [{ field: "image", message: cover.error }]);

    const name = `${randomUUID()}.webp`;
    const updated = await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom("blogs").select("image_file").where("id", "=", id).executeTakeFirst();
      if (!before) return null;
      await trx
        .insertInto("files")
        .values({ kind: "blog-image", name, content_type: "image/webp", size: cover.bytes.length, bytes: cover.bytes })
        .execute();
      // The image is not part of the editor's form, so it does not change the post's version.
      await trx
        .updateTable("blogs")
        .set({ image_file: name, image_width: cover.width, image_height: cover.height, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .execute();
      if (before.image_file) await removeImageIfUnused(trx, before.image_file);
      await audit(trx, { actorEmail: actor(request).email, action: "update", entity: "post", entityId: id, detail: "cover image" });
      return byId(trx, id);
    });
    return updated ?? notFound(reply);
  });
}

/** Deletes a blog image no post names any more. */
async function removeImageIfUnused(trx: Db, name: string): Promise<void> {
  const used = await trx.selectFrom("blogs").select("id").where("image_file", "=", name).executeTakeFirst();
  if (!used) await trx.deleteFrom("files").where("kind", "=", "blog-image").where("name", "=", name).execute();
}
