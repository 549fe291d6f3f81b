/** The second factor's rows: the secret (pending, then confirmed), the last step used, the recovery codes. */
import type { Db } from "../../store/db";
import { RECOVERY_CODE_COUNT, isRecoveryCode, newRecoveryCode, normaliseCode, recoveryCodeHash, totpStep } from "./totp";

export interface SecondFactorState {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export type CodeCheck = "totp" | "recovery-code" | null;

export function secondFactors(db: Db) {
  const secrets = (userId: number) =>
    db
      .selectFrom("staff_users")
      .select(["totp_secret as secret", "totp_pending_secret as pending", "totp_last_step as lastStep"])
      .where("id", "=", userId)
      .executeTakeFirst();

  /** Accepts a TOTP code of `secret` once: the step is recorded only if no later one was. */
  const acceptTotp = async (userId: number, secret: string, code: string, lastStep: number | null): Promise<boolean> => {
    const step = await totpStep(secret, code, lastStep);
    if (step === null) return false;
    const result = await db
      .updateTable("staff_users")
      .set({ totp_last_step: step })
      .where("id", "=", userId)
      .where((eb) => eb.or([eb("totp_last_step", "is", null), eb("totp_last_step", "<", step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  };

  return {
    async state(userId: number): Promise<SecondFactorState> {
      const row = await secrets(userId);
      const left = await db
        .selectFrom("staff_recovery_codes")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("user_id", "=", userId)
        .where("used_at", "is", null)
        .executeTakeFirstOrThrow();
      return { enabled: Boolean(row?.secret), recoveryCodesLeft: row?.secret ? Number(left.n) : 0 };
    },

    /** Keeps a new secret aside until a code from it confirms it (a second setup replaces the first). */
    async begin(userId: number, secret: string): Promise<void> {
      await db.updateTable("staff_users").set({ totp_pending_secret: secret }).where("id", "=", userId).execute();
    },

    /**
     * Turns the second factor on if `code` comes from the pending secret: returns the recovery codes
     * (shown once; only their hashes are kept), or null.
     */
    async confirm(userId: number, code: string): Promise<string[] | null> {
      const row = await secrets(userId);
      if (!row?.pending) return null;
      const step = await totpStep(row.pending, normaliseCode(code), null);
      if (step === null) return null;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("staff_users")
          .set({ totp_secret: row.pending, totp_pending_secret: null, totp_last_step: step })
          .where("id", "=", userId)
          .execute();
        await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
        await trx
          .insertInto("staff_recovery_codes")
          .values(codes.map((c) => ({ user_id: userId, code_hash: recoveryCodeHash(c), used_at: null })))
          .execute();
      });
      return codes;
    },

    /** Whether `code` is the account's current TOTP code or one of its unused recovery codes (used up if so). */
    async check(userId: number, rawCode: string, now = Date.now()): Promise<CodeCheck> {
      const row = await secrets(userId);
      if (!row?.secret) return null;
      const code = normaliseCode(rawCode);
      const lastStep = row.lastStep === null ? null : Number(row.lastStep);
      if (await acceptTotp(userId, row.secret, code, lastStep)) return "totp";
      if (!isRecoveryCode(code)) return null;
      const used = await db
        .updateTable("staff_recovery_codes")
        .set({ used_at: now })
        .where("user_id", "=", userId)
        .where("code_hash", "=", recoveryCodeHash(code))
        .where("used_at", "is", null)
        .executeTakeFirst();
      return Number(used.numUpdatedRows) === 1 ? "recovery-code" : null;
    },

    /** Turns the second factor off: the secret and every recovery code are forgotten. */
    async disable(userId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("staff_users")
          .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
          .where("id", "=", userId)
          .execute();
        await trx.deleteFrom("staff_recovery_codes").where("user_id", "=", userId).execute();
      });
    },
  };
}
