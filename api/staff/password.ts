/**
 * Staff passwords: scrypt from node:crypto (memory-hard: 2^15 × 8 × 128 bytes = 32 MiB per hash), a
 * random 16-byte salt each, stored as `scrypt$N$r$p$salt$hash` (base64) so the cost can rise later
 * without breaking stored hashes. Passwords are never logged or stored in any other form.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { weakPasswordProblem } from "./password-policy";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 1024;

const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 128 * options.N * options.r * 2 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ["scrypt", COST.N, COST.r, COST.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** True when `password` matches `stored`; false for a malformed hash. Takes the same time either way. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !salt || !hash || !Object.values(options).every(Number.isInteger)) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), options);
  return expected.length === key.length && timingSafeEqual(expected, key);
}

/**
 * The message for a password that breaks the rules, or null for a good one: its length, then (for the
 * account `email`) a common, repetitive or sequential password or one holding the email's name
 * (password-policy.ts).
 */
export function passwordProblem(password: unknown, email?: string): string | null {
  if (typeof password !== "string" || password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return weakPasswordProblem(password, email);
}

/**
 * A hash of a password nobody knows: signing in with an unknown email checks against it, so the
 * answer takes as long as for a known one.
 */
let decoy: Promise<string> | null = null;
export const decoyHash = (): Promise<string> => (decoy ??= hashPassword(randomBytes(32).toString("base64")));
