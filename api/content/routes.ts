/**
 * The console's content API under /staff/content (issue 24; docs/staff-api.md): the collections, one
 * collection's data with its version and schema, a save (PUT), the history and a restore, and images
 * (list, preview, upload). Admin and marketing only. A collection's file comes from the build's table,
 * never from the request, so nothing outside data/ is read or written.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { audit } from "../staff/audit";
import { actor, guard, notFound, refuse } from "../staff/guard";
import { reject } from "../staff/input";
import type { Db } from "../store/db";
import { collectionsIn, dataFile, entryCount, findCollection, readSchema, titleOf, type Collection } from "./collections";
import { fileHistory, lastChange, showFile, touches } from "./git";
import { IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE, acceptImage, imageFile, listImages, storeImage, thumbnail, uploadName } from "./images";
import { compareWithCurrent, historyWithChanges, restoreMessage } from "./changes";
import { shapeError } from "./limits";
import { commitMessage } from "./message";
import { redirectsForMoves } from "./moves";
import { runtimePages } from "./runtime-pages";
import { readSnapshot, savedBytes, writeContent, type WriteResult } from "./store";
import { UPLOAD_RATE_MESSAGE, UPLOAD_SWEEP_MS, sweepUnusedUploads, uploadRefused } from "./upload-limits";

/** A whole data file travels in one PUT: room for a collection many times today's largest (45 kB). */
const CONTENT_BODY_LIMIT = 4 * 1024 * 1024;
const COMMIT = /^[0-9a-f]{7,40}$/i;

type Params = { collection: string };

export function contentRoutes(staff: FastifyInstance, db: Db, repoDir: string): void {
  const onRequest = guard(db, "content");
  const collectionOf = (request: FastifyRequest<{ Params: Params }>) => findCollection(repoDir, request.params.collection);
  const sweep = () =>
    void sweepUnusedUploads(repoDir).catch((error: unknown) =>
      staff.log.warn({ reason: error instanceof Error ? error.message : String(error) }, "sweeping unused content uploads failed"),
    );
  const sweeper = setInterval(sweep, UPLOAD_SWEEP_MS);
  sweeper.unref();
  staff.addHook("onClose", async () => clearInterval(sweeper));

  staff.get("/content", { onRequest }, async () =>
    Promise.all(
      collectionsIn(repoDir).map(async (collection) => {
        // A checkout that is not a git repository (yet) still lists its files; saving there fails loudly.
        const last = await lastChange(repoDir, dataFile(collection)).catch(() => null);
        return {
          collection: collection.file,
          title: titleOf(collection, readSchema(repoDir, collection)),
          file: dataFile(collection),
          entries: entryCount(collection, readSnapshot(repoDir, collection).data),
          single: collection.single === true,
          changedAt: last?.date ?? null,
          changedBy: last?.author ?? null,
          changedByEmail: last?.authorEmail ?? null,
        };
      }),
    ),
  );

  // Static paths before /content/:collection: "images" is never a collection (no data/images.json).
  staff.get("/content/images", { onRequest }, async () => listImages(repoDir).map((path) => ({ path })));

  staff.get<{ Querystring: { path?: string } }>("/content/images/thumbnail", { onRequest }, async (request, reply) => {
    const file = imageFile(repoDir, String(request.query.path ?? ""));
    if (!file) return notFound(reply);
    return reply.header("Cache-Control", "private, max-age=300").header("X-Content-Type-Options", "nosniff").type("image/webp").send(await thumbnail(file));
  });

  staff.get<{ Params: Params }>("/content/:collection", { onRequest }, async (request, reply) => {
    const collection = collectionOf(request);
    if (!collection) return notFound(reply);
    const schema = readSchema(repoDir, collection);
    const { data, version } = readSnapshot(repoDir, collection);
    return { data, version, schema, collection: collection.file, title: titleOf(collection, schema), key: collection.key, single: collection.single === true };
  });

  staff.put<{ Params: Params; Body: { data?: unknown; version?: unknown } }>(
    "/content/:collection",
    { onRequest, bodyLimit: CONTENT_BODY_LIMIT },
    async (request, reply) => {
      const collection = collectionOf(request);
      if (!collection) return notFound(reply);
      const body = (request.body ?? {}) as { data?: unknown; version?: unknown };
      const errors = [];
      if (typeof body.data !== "object" || body.data === null || Array.isArray(body.data)) errors.push({ field: "data", message: "Send the collection's data as a JSON object" });
      if (typeof body.version !== "string" || !body.version) errors.push({ field: "version", message: "Send the version you loaded" });
      if (errors.length) return reject(reply, errors);
      // Before anything walks the data recursively (normalising, the schema, the commit message).
      const shape = shapeError(body.data);
      if (shape) return reject(reply, [shape]);
      const result = await writeContent({
        repoDir,
        collection,
        expectedVersion: body.version as string,
        authorEmail: actor(request).email,
        runtime: await runtimePages(db),
        build: (current) => {
          const next = savedBytes(repoDir, collection, body.data);
          // A moved page (a slug or id changed) gets its redirect in the same commit (issue 30).
          const { also, note } = redirectsForMoves(repoDir, collection, current.data, next.data);
          const message = commitMessage(collection, current.data, next.data);
          return { ...next, also, message: note ? `${message}\n\n${note}` : message };
        },
      });
      return answer(reply, request, collection, result, "save");
    },
  );

  staff.get<{ Params: Params }>("/content/:collection/history", { onRequest }, async (request, reply) => {
    const collection = collectionOf(request);
    if (!collection) return notFound(reply);
    return historyWithChanges(repoDir, collection);
  });

  // What a restore of that version would change, for the console's confirmation (issue 28 §7).
  staff.get<{ Params: Params; Querystring: { commit?: string } }>("/content/:collection/compare", { onRequest }, async (request, reply) => {
    const collection = collectionOf(request);
    if (!collection) return notFound(reply);
    const wanted = String(request.query.commit ?? "");
    if (!COMMIT.test(wanted)) return reject(reply, [{ field: "commit", message: "Choose a version from the history" }]);
    const entry = (await fileHistory(repoDir, dataFile(collection))).find((item) => item.commit.startsWith(wanted.toLowerCase()));
    if (!entry) return reject(reply, [{ field: "commit", message: "That version is not in this collection's history" }]);
    return compareWithCurrent(repoDir, collection, entry);
  });

  staff.post<{ Params: Params; Body: { commit?: unknown; version?: unknown } }>("/content/:collection/restore", { onRequest }, async (request, reply) => {
    const collection = collectionOf(request);
    if (!collection) return notFound(reply);
    const wanted = (request.body as { commit?: unknown } | null)?.commit;
    if (typeof wanted !== "string" || !COMMIT.test(wanted)) return reject(reply, [{ field: "commit", message: "Choose a version from the history" }]);
    const entry = (await fileHistory(repoDir, dataFile(collection))).find((item) => item.commit.startsWith(wanted.toLowerCase()));
    // The log lists only commits of this file; git's own tree diff confirms the one chosen changed it.
    if (!entry || !(await touches(repoDir, entry.commit, entry.path))) {
      return reject(reply, [{ field: "commit", message: "That version is not in this collection's history" }]);
    }
    const bytes = await showFile(repoDir, entry.commit, entry.path);
    const result = await writeContent({
      repoDir,
      collection,
      // The version the confirmation compared against, when sent: what was shown is what happens.
      expectedVersion: typeof (request.body as { version?: unknown } | null)?.version === "string" ? (request.body as { version: string }).version : null,
      authorEmail: actor(request).email,
      runtime: await runtimePages(db),
      build: (current) => {
        if (bytes.equals(current.bytes)) return { errors: [{ field: "commit", message: "The file already holds this version" }] };
        let data: unknown;
        try {
          data = JSON.parse(bytes.toString("utf8"));
        } catch {
          return { errors: [{ field: "commit", message: "That version is not valid JSON, so it cannot be restored" }] };
        }
        const shape = shapeError(data);
        if (shape) return { errors: [{ field: "commit", message: `That version cannot be restored: ${shape.message}` }] };
        return { bytes, data, message: restoreMessage(collection, entry) };
      },
    });
    return answer(reply, request, collection, result, "restore");
  });

  staff.post("/content/images", { onRequest }, async (request, reply) => {
    let bytes: Buffer | null = null;
    let sentName = "";
    const fields: Record<string, string> = {};
    try {
      for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } })) {
        if (part.type === "field") {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== "image" || bytes) {
          part.file.resume();
          continue;
        }
        sentName = part.filename ?? "";
        bytes = await part.toBuffer();
      }
    } catch (error) {
      const code = (error as FastifyError | null)?.code;
      if (code === "FST_REQ_FILE_TOO_LARGE") return reply.code(413).send({ errors: [{ field: "image", message: IMAGE_SIZE_MESSAGE }] });
      if (code === "FST_FILES_LIMIT") return reject(reply, [{ field: "image", message: "Send one image" }]);
      throw error;
    }
    // Counted before the image is decoded (the costly part), refused ones too.
    const wait = await uploadRefused(db, actor(request).id);
    if (wait !== null) return refuse(reply.header("retry-after", String(wait)), 429, UPLOAD_RATE_MESSAGE);
    const collection = findCollection(repoDir, fields.collection ?? "");
    const errors = [];
    if (!collection) errors.push({ field: "collection", message: "Choose the collection the image is for" });
    if (!bytes) errors.push({ field: "image", message: "Choose an image" });
    if (!collection || !bytes) return reject(reply, errors);
    const folder = uploadFolder(repoDir, collection, fields.industry);
    if (!folder) return reject(reply, [{ field: "industry", message: "Choose one of the client industries" }]);
    const accepted = await acceptImage(bytes);
    if ("error" in accepted) {
      return reply.code(accepted.error === IMAGE_SIZE_MESSAGE ? 413 : 422).send({ errors: [{ field: "image", message: accepted.error }] });
    }
    // A client logo's path must name its industry and no other, so its name carries no words of its own.
    const name = uploadName(collection.file === "clients" ? "" : sentName, accepted.extension);
    const path = storeImage(repoDir, folder, name, accepted.bytes);
    sweep();
    await audit(db, { actorEmail: actor(request).email, action: "create", entity: "content-image", entityId: path, detail: `${collection.file}: ${accepted.bytes.length} bytes` });
    return reply.code(201).send({ path });
  });

  async function answer(reply: FastifyReply, request: FastifyRequest, collection: Collection, result: WriteResult, kind: "save" | "restore") {
    if (result.outcome === "invalid") return reject(reply, result.errors);
    if (result.outcome === "stale") {
      const who = result.uncommitted
        ? "someone in the content checkout (not yet committed)"
        : result.last
          ? `${result.last.author} (${result.last.authorEmail}) on ${result.last.date}`
          : "someone else";
      return reply.code(409).send({
        statusCode: 409,
        error: "Conflict",
        message: `This file was changed by ${who} since you opened it. Reload it to see their changes.`,
        changedBy: result.uncommitted ? null : (result.last?.author ?? null),
        changedByEmail: result.uncommitted ? null : (result.last?.authorEmail ?? null),
        changedAt: result.uncommitted ? null : (result.last?.date ?? null),
      });
    }
    if (result.outcome === "saved") {
      await audit(db, { actorEmail: actor(request).email, action: "update", entity: "content", entityId: collection.file, detail: `${kind} ${result.commit.slice(0, 12)}: ${result.message}` });
    }
    return { version: result.version, commit: result.commit };
  }
}

/** data/images/<collection>/, or for a client logo the folder of its industry (the grid files logos by path). */
function uploadFolder(repoDir: string, collection: Collection, industry: string | undefined): string | null {
  if (collection.file !== "clients" || !industry) return collection.file;
  const categories = ((readSnapshot(repoDir, collection).data as { clients?: { categories?: unknown } } | null)?.clients?.categories ?? []) as unknown[];
  return categories.includes(industry) ? `clients/${industry}` : null;
}
