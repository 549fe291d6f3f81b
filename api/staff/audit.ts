/** The audit log: who did what to which record, and when. Written in the same transaction as the change. */
import type { Db } from "../store/db";

export type AuditAction =
  | "sign-in"
  | "sign-in-failed"
  | "sign-out"
  | "create"
  | "update"
  | "delete"
  | "export"
  | "resume-download"
  /** A lead's email notification sent again (issue 17). */
  | "resend"
  /** Privacy (issue 25): a person's data erased, an application kept longer, a request's steps. */
  | "erase"
  | "retention"
  | "privacy-request"
  | "privacy-confirm"
  | "privacy-view"
  | "privacy-export"
  | "privacy-close"
  /** The password was right; the second factor is awaited or must be set up (issue 22). */
  | "sign-in-password"
  /** The TOTP second factor turned on or off; a recovery code used (issue 22). */
  | "second-factor-on"
  | "second-factor-off"
  | "recovery-code-used"
  /** The site (issue 23): a build asked for, and a build made live (publish, roll back). */
  | "preview"
  | "publish"
  | "go-live"
  /** A refresh of the live site after posts or jobs changed (issue 29): queued, not needed, its outcome. */
  | "refresh";

export interface AuditInput {
  actorEmail: string | null;
  action: AuditAction;
  entity: string;
  entityId?: number | string | null;
  detail?: string;
}

export interface AuditEntry {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  detail: string;
}

export async function audit(db: Db, entry: AuditInput): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({
      actor_email: entry.actorEmail,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId == null ? null : String(entry.entityId),
      detail: (entry.detail ?? "").slice(0, 2000),
    })
    .execute();
}

export async function auditPage(db: Db, page: number, size: number): Promise<{ items: AuditEntry[]; total: number }> {
  const items = await db
    .selectFrom("audit_log")
    .select(["id", "at", "actor_email as actorEmail", "action", "entity", "entity_id as entityId", "detail"])
    .orderBy("id", "desc")
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const { n } = await db
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return { items, total: Number(n) };
}
