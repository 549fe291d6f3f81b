/**
 * Who may see the preview site (issue 28 §4): a staff member with the "site" right gets a link from the
 * API carrying an expiring token, signed with HMAC-SHA256; the preview server (site-server/, another
 * process, without the database) checks it with the same secret, then keeps a cookie of its own, signed
 * the same way, for the rest of the visit. The secret is SITE_PREVIEW_SECRET, or else a random one kept
 * in SITE_BUILDS_DIR/.preview-secret (mode 0600), which the API and the site server on one machine share.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** The query parameter the link carries; the preview server takes it off the URL at once. */
export const PREVIEW_TOKEN_PARAM = "preview_token";
/** The preview server's own cookie (host-only, HttpOnly), set when a link's token is accepted. */
export const PREVIEW_COOKIE = "site_preview";
/** A link works this long after it is made (it travels in a URL, so briefly). */
export const LINK_TTL_MS = 10 * 60_000;
/** A visit lasts this long once a link has been opened. */
export const VISIT_TTL_MS = 8 * 60 * 60_000;

export type TokenKind = "link" | "visit";

const SECRET_FILE = ".preview-secret";
const MIN_SECRET = 32;

/** SITE_PREVIEW_SECRET (at least 32 characters), or the builds folder's own, made on first use. */
export function previewSecret(env: NodeJS.ProcessEnv, buildsDir: string): string {
  const given = env.SITE_PREVIEW_SECRET?.trim();
  if (given) {
    if (given.length < MIN_SECRET) throw new Error(`SITE_PREVIEW_SECRET must be at least ${MIN_SECRET} characters.`);
    return given;
  }
  const file = path.join(buildsDir, SECRET_FILE);
  fs.mkdirSync(buildsDir, { recursive: true });
  try {
    // "wx": of two processes starting at once, one writes it and the other reads it.
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const kept = fs.readFileSync(file, "utf8").trim();
  if (kept.length < MIN_SECRET) throw new Error(`${file} holds no usable secret; delete it and restart.`);
  return kept;
}

const mac = (secret: string, kind: TokenKind, expires: number) =>
  createHmac("sha256", secret).update(`site-preview:${kind}:${expires}`).digest("base64url");

/** `<expires in ms>.<signature>`, valid until `expires`. */
export function signToken(secret: string, kind: TokenKind, expires: number): string {
  return `${expires}.${mac(secret, kind, expires)}`;
}

/** True when the token is one of ours, of this kind, and not expired. */
export function verifyToken(secret: string, kind: TokenKind, token: string | undefined, now = Date.now()): boolean {
  const match = /^(\d{13,16})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!match) return false;
  const expires = Number(match[1]);
  if (!(expires > now)) return false;
  const expected = Buffer.from(mac(secret, kind, expires));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The preview's address with a fresh link token (`path` on the preview site, default its home page). */
export function previewLink(previewUrl: string, secret: string, sitePath = "/", now = Date.now()): { url: string; expiresAt: string } {
  const expires = now + LINK_TTL_MS;
  const url = new URL(sitePath.startsWith("/") && !sitePath.startsWith("//") ? sitePath : "/", `${previewUrl.replace(/\/+$/, "")}/`);
  url.searchParams.set(PREVIEW_TOKEN_PARAM, signToken(secret, "link", expires));
  return { url: url.toString(), expiresAt: new Date(expires).toISOString() };
}
