/**
 * POST /staff/posts/:id/image (multipart field `image`): a post's cover image, checked by content
 * and size (images.ts), stored as WebP in the files table; the one it replaces is deleted once no
 * post names it. A body the multipart parser cannot read is a 400.
 */
import { randomUUID } from "node:crypto";
import type { FastifyError, FastifyInstance } from "fastify";
import { isMalformedMultipart, rejectMalformed } from "../routes/multipart";
import type { Db } from "../store/db";
import { audit } from "./audit";
import { requestRefresh } from "../site/refresh/request";
import { actor, guard, notFound } from "./guard";
import { COVER_MAX_BYTES, COVER_SIZE_MESSAGE, toCoverImage } from "./images";
import { idParam, reject } from "./input";
import type { PostFields } from "./post-fields";

export function postImageRoute(staff: FastifyInstance, db: Db, { byId }: PostFields): void {
  const onRequest = guard(db, "posts");

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
      if (isMalformedMultipart(error)) return rejectMalformed(reply);
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
      await requestRefresh(trx, `post ${id} cover image changed by ${actor(request).email}`);
      return byId(trx, id);
    });
    return updated ?? notFound(reply);
  });
}

/** Deletes a blog image no post names any more. */
export async function removeImageIfUnused(trx: Db, name: string): Promise<void> {
  const used = await trx.selectFrom("blogs").select("id").where("image_file", "=", name).executeTakeFirst();
  if (!used) await trx.deleteFrom("files").where("kind", "=", "blog-image").where("name", "=", name).execute();
}
