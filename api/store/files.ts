/**
 * The files table: résumés and blog images, stored as bytes in the database so that every API
 * instance serves the same files and nothing lives on an instance's disk (docs/decisions/store.md,
 * "Files in the database, not S3").
 */
import type { Db } from "./db";
import type { FileKind } from "./schema";

export interface StoredFile {
  name: string;
  contentType: string;
  size: number;
  bytes: Buffer;
}

export function filesTable(db: Db) {
  return {
    /** Stores a file; a file of that kind and name that exists already is left as it is. */
    put: async (kind: FileKind, file: { name: string; contentType: string; bytes: Buffer }): Promise<void> => {
      await db
        .insertInto("files")
        .values({
          kind,
          name: file.name,
          content_type: file.contentType,
          size: file.bytes.length,
          bytes: file.bytes,
        })
        .onConflict((oc) => oc.columns(["kind", "name"]).doNothing())
        .execute();
    },
    get: async (kind: FileKind, name: string): Promise<StoredFile | undefined> => {
      const row = await db
        .selectFrom("files")
        .select(["name", "content_type as contentType", "size", "bytes"])
        .where("kind", "=", kind)
        .where("name", "=", name)
        .executeTakeFirst();
      return row && { ...row, bytes: Buffer.from(row.bytes) };
    },
    names: async (kind: FileKind): Promise<string[]> =>
      (await db.selectFrom("files").select("name").where("kind", "=", kind).orderBy("name").execute()).map(
        (row) => row.name,
      ),
  };
}
