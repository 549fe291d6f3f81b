/**
 * Résumés saved by the API before files moved into the database lived in API_UPLOAD_DIR under
 * their generated names. Copies each one a row names, and the files table lacks, into the table;
 * running it again changes nothing. The folder itself is only read.
 */
import fs from "node:fs";
import path from "node:path";
import type { Store } from "./index";

export async function importLegacyResumes(store: Store, uploadDir: string): Promise<number> {
  if (!fs.existsSync(uploadDir)) return 0;
  const stored = new Set(await store.files.names("resume"));
  const rows = await store.db.selectFrom("job_applications").select(["resume_file", "resume_type"]).execute();
  let imported = 0;
  for (const { resume_file: name, resume_type: contentType } of rows) {
    if (stored.has(name) || path.basename(name) !== name) continue;
    const file = path.join(uploadDir, name);
    if (!fs.existsSync(file)) continue;
    await store.files.put("resume", { name, contentType, bytes: await fs.promises.readFile(file) });
    imported += 1;
  }
  return imported;
}
