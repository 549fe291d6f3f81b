/**
 * The TOTP second factor's pure parts (RFC 6238 through otplib: SHA-1, 6 digits, 30 s steps, the
 * authenticator apps' defaults): secrets, the otpauth:// URL and its QR code (SVG, drawn on the
 * server so no third party ever sees the secret), code checks, and the one-time recovery codes.
 */
import { createHash, randomInt } from "node:crypto";
import { generateSecret, generateURI, verify } from "otplib";
import QRCode from "qrcode";

/** The name authenticator apps show above the code. */
export const ISSUER = "Selenova Digital staff";
export const RECOVERY_CODE_COUNT = 10;
/** Steps either side of now a code may come from (clocks drift; a code is typed in a few seconds). */
const TOLERANCE_SECONDS = 30;

export const newSecret = (): string => generateSecret({ length: 20 });

export const otpauthUrl = (email: string, secret: string): string => generateURI({ issuer: ISSUER, label: email, secret });

/** The otpauth URL as an SVG QR code (no scripts, no external references). */
export const qrSvg = (url: string): Promise<string> => QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });

/** Spaces and dashes are what people type between groups; case does not matter. */
export const normaliseCode = (code: string): string => code.replace(/[\s-]/g, "").toUpperCase();

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * The time step a six-digit code belongs to, or null when it is wrong or from a step at or before
 * `afterStep` (a code already used never works again).
 */
export async function totpStep(secret: string, code: string, afterStep: number | null): Promise<number | null> {
  if (!isTotpCode(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  return result.valid && "timeStep" in result ? result.timeStep : null;
}

/** Letters and digits nobody confuses when reading them off paper (no 0/O, 1/I/L). */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** A recovery code: 12 characters (about 59 bits) in three groups, e.g. 7KQ4-M2XD-9HTV. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
}

export const isRecoveryCode = (normalised: string): boolean => new RegExp(`^[${ALPHABET}]{12}$`).test(normalised);

/** What the database keeps of a recovery code: random codes of this length need no salt or slow hash. */
export const recoveryCodeHash = (code: string): string => createHash("sha256").update(normaliseCode(code)).digest("hex");
