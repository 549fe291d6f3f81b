/** Staff accounts in the staff_users table: used by the API (/staff/users) and the CLI alike. */
import type { Db } from "../store/db";
import type { StaffRole } from "../store/schema";
import { audit } from "./audit";
import { hashPassword } from "./password";

export const ROLES: readonly StaffRole[] = ["admin", "hr", "marketing", "sales"];

export const isRole = (value: unknown): value is StaffRole => (ROLES as readonly unknown[]).includes(value);

export interface StaffUser {
  id: number;
  email: string;
  role: StaffRole;
  /** Rights beyond the role that an admin gave (issue 25: "privacy"). */
  rights: ExtraRight[];
  createdAt: string;
}

/** Rights an admin can give an account on top of its role. */
export const EXTRA_RIGHTS = ["privacy"] as const;
export type ExtraRight = (typeof EXTRA_RIGHTS)[number];
export const isExtraRight = (value: unknown): value is ExtraRight => (EXTRA_RIGHTS as readonly unknown[]).includes(value);

/** The stored comma-separated list, known rights only. */
export const parseRights = (stored: string | null | undefined): ExtraRight[] =>
  (stored ?? "").split(",").map((right) => right.trim()).filter(isExtraRight);

type UserRow = Omit<StaffUser, "rights"> & { extraRights: string };
const toUser = ({ extraRights, ...user }: UserRow): StaffUser => ({ ...user, rights: parseRights(extraRights) });
const toUsers = (rows: UserRow[]): StaffUser[] => rows.map(toUser);
const maybeUser = (row: UserRow | undefined): StaffUser | undefined => (row ? toUser(row) : undefined);

/** Emails are compared and stored lower-cased and trimmed. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX_LENGTH = 254;

/**
 * C0 and C1 controls (NUL, BEL, ESC, the record and unit separators…) and the marks that turn text's
 * direction (U+200E/F, U+202A–202E, U+2066–2069): no address has them, and in a staff email they would
 * reach the content history's git author and every screen that shows it (issue 28 §4).
 */
const isControlOrBidi = (code: number): boolean =>
  code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x200e || code === 0x200f || (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069);
export const hasControlOrBidi = (text: string): boolean => [...text].some((char) => isControlOrBidi(char.codePointAt(0) ?? 0));
export const EMAIL_CONTROL_MESSAGE = "An email address cannot contain control characters or text-direction marks";

/** What is wrong with an email for an account, or null. Spaces and line breaks around it are trimmed, as when stored. */
export function emailProblem(email: unknown): string | null {
  if (typeof email !== "string" || email.trim() === "") return "Enter an email address";
  if (hasControlOrBidi(email.trim())) return EMAIL_CONTROL_MESSAGE;
  if (email.trim().length > EMAIL_MAX_LENGTH) return `Must be at most ${EMAIL_MAX_LENGTH} characters`;
  if (!EMAIL.test(email.trim())) return "Enter a valid email address";
  return null;
}

export const ROLE_MESSAGE = `Role must be one of ${ROLES.join(", ")}`;

export class DuplicateEmailError extends Error {
  constructor(email: string) {
    super(`There is already an account for ${email}`);
  }
}

/** True for a unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = String((error as { code?: unknown } | null)?.code ?? "");
  return code === "23505" || code.startsWith("SQLITE_CONSTRAINT_UNIQUE") || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

const columns = ["id", "email", "role", "created_at as createdAt", "extra_rights as extraRights"] as const;

export function accounts(db: Db) {
  return {
    list: async (): Promise<StaffUser[]> => toUsers(await db.selectFrom("staff_users").select(columns).orderBy("email").execute()),
    count: async (): Promise<number> =>
      Number((await db.selectFrom("staff_users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n),
    page: async (page: number, size: number): Promise<StaffUser[]> =>
      toUsers(
        await db
          .selectFrom("staff_users")
          .select(columns)
          .orderBy("created_at", "desc")
          .orderBy("id", "desc")
          .limit(size)
          .offset((page - 1) * size)
          .execute(),
      ),
    byId: async (id: number): Promise<StaffUser | undefined> =>
      maybeUser(await db.selectFrom("staff_users").select(columns).where("id", "=", id).executeTakeFirst()),
    /** Sets the account's extra rights (issue 25); undefined when there is no such account. */
    setRights: async (where: { email: string } | { id: number }, rights: readonly ExtraRight[]): Promise<StaffUser | undefined> => {
      const query = db.updateTable("staff_users").set({ extra_rights: [...new Set(rights)].sort().join(",") }).returning(columns);
      return maybeUser(
        await ("email" in where ? query.where("email", "=", normaliseEmail(where.email)) : query.where("id", "=", where.id)).executeTakeFirst(),
      );
    },
    /** The account and its password hash, for signing in. */
    credentials: (email: string) =>
      db
        .selectFrom("staff_users")
        .select([...columns, "password_hash as passwordHash", "totp_secret as totpSecret"])
        .where("email", "=", normaliseEmail(email))
        .executeTakeFirst(),
    /** Creates an account; a taken email throws DuplicateEmailError. */
    add: async (email: string, role: StaffRole, password: string): Promise<StaffUser> => {
      const passwordHash = await hashPassword(password);
      try {
        return toUser(
          await db
            .insertInto("staff_users")
            .values({ email: normaliseEmail(email), role, password_hash: passwordHash })
            .returning(columns)
            .executeTakeFirstOrThrow(),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new DuplicateEmailError(normaliseEmail(email));
        throw error;
      }
    },
    /** Removes an account (its sessions go with it); false if there was none. */
    remove: async (where: { email: string } | { id: number }): Promise<StaffUser | undefined> => {
      const query = db.deleteFrom("staff_users").returning(columns);
      return maybeUser(
        await ("email" in where ? query.where("email", "=", normaliseEmail(where.email)) : query.where("id", "=", where.id)).executeTakeFirst(),
      );
    },
    /** Sets a new password and signs the account out everywhere (audited as `actor`'s); false if there is no such account. */
    setPassword: async (email: string, password: string, actor: string): Promise<boolean> => {
      const passwordHash = await hashPassword(password);
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .updateTable("staff_users")
          .set({ password_hash: passwordHash })
          .where("email", "=", normaliseEmail(email))
          .returning("id")
          .executeTakeFirst();
        if (!user) return false;
        await trx.deleteFrom("staff_sessions").where("user_id", "=", user.id).execute();
        await audit(trx, { actorEmail: actor, action: "update", entity: "user", entityId: user.id, detail: "password changed; signed out everywhere" });
        return true;
      });
    },
    /** Turns the second factor off (an admin, for someone who lost phone and codes) and ends the account's sessions. */
    turnOffSecondFactor: async (email: string, actor: string): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        const user = await trx
          .updateTable("staff_users")
          .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
          .where("email", "=", normaliseEmail(email))
          .returning("id")
          .executeTakeFirst();
        if (!user) return false;
        await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", user.id).execute();
        await trx.deleteFrom("staff_sessions").where("user_id", "=", user.id).execute();
        await audit(trx, { actorEmail: actor, action: "second-factor-off", entity: "user", entityId: user.id, detail: "signed out everywhere" });
        return true;
      }),
  };
}
