/**
 * Everything held for one email (issue 25): the leads of each kind in the staff API's item shapes
 * (GET /staff/privacy-requests/:id/data), and the ZIP of it with the résumés (…/export).
 */
import { strToU8, zipSync } from "fflate";
import { sql } from "kysely";
import type { RetentionDays } from "../../shared/retention";
import { withAttributions } from "../analytics/lead-attribution";
import type { Db } from "../store/db";
import { LEAD_KINDS, withNotifications } from "../staff/lead-kinds";
import { withErasureDate } from "./lead-fields";
import type { PrivacyRequestRecord } from "./requests";

type Items = Record<string, unknown>[];

export interface HeldData {
  enquiries: Items;
  applications: Items;
  downloads: Items;
}

/** Every lead not yet erased whose email equals `email`, case aside; oldest first. */
export async function dataForEmail(db: Db, email: string, retention: RetentionDays): Promise<HeldData> {
  const held: HeldData = { enquiries: [], applications: [], downloads: [] };
  for (const lead of LEAD_KINDS) {
    const rows = await db
      .selectFrom(lead.table as "contacts")
      .selectAll()
      .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
      .where("erased_at", "is", null)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const items = rows.map((row) => lead.toItem(row as unknown as Record<string, unknown>));
    // With where each lead's visit came from (issue 31): it is the person's data too.
    const records = await withAttributions(db, lead.kind, await withNotifications(db, lead.entity, items));
    held[lead.kind] = records.map((item) => withErasureDate(item, retention[lead.kind]));
  }
  return held;
}

/** A file name safe inside a ZIP: no folders, no control characters. */
// eslint-disable-next-line no-control-regex
const safeName = (name: string): string => name.replace(/[\\/\u0000-\u001f\u007f]/g, "_").replace(/^\.+/, "_").slice(0, 150) || "resume";

/** The ZIP a requester receives: data.json and the résumé files. */
export async function exportZip(db: Db, request: PrivacyRequestRecord, held: HeldData): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const data = {
    request: { id: request.id, type: request.type, email: request.email, createdAt: request.createdAt, confirmedAt: request.confirmedAt },
    exportedAt: new Date().toISOString(),
    ...held,
  };
  files["data.json"] = strToU8(`${JSON.stringify(data, null, 2)}\n`);
  for (const application of held.applications) {
    const row = await db
      .selectFrom("job_applications")
      .innerJoin("files", (join) => join.onRef("files.name", "=", "job_applications.resume_file").on("files.kind", "=", "resume"))
      .select(["files.bytes", "job_applications.resume_original_name"])
      .where("job_applications.id", "=", Number(application.id))
      .executeTakeFirst();
    if (row) files[`resumes/${application.id}-${safeName(row.resume_original_name)}`] = new Uint8Array(Buffer.from(row.bytes));
  }
  return zipSync(files, { level: 6 });
}
