/** The staff API's second-factor calls (docs/staff-api.md, "Second factor"). */
import { jsonBody, staffFetch } from "../http";

export interface SecondFactorState {
  enabled: boolean;
  recoveryCodesLeft: number;
  /** STAFF_REQUIRE_SECOND_FACTOR is set: it cannot be turned off. */
  required: boolean;
}

export interface SecondFactorSetup {
  /** Base32: what a person types into the app when the QR code cannot be scanned. */
  secret: string;
  otpauthUrl: string;
  /** The QR code as SVG, drawn by the API. */
  qrSvg: string;
}

export const secondFactorState = () => staffFetch<SecondFactorState>("/staff/second-factor");

export const beginSetup = () => staffFetch<SecondFactorSetup>("/staff/second-factor/setup", { method: "POST", body: jsonBody({}) });

export const confirmSetup = (code: string) =>
  staffFetch<{ recoveryCodes: string[] }>("/staff/second-factor/confirm", { method: "POST", body: jsonBody({ code }) });

/** What looks like a code (6 digits, or a recovery code) is sent as one; anything else as the password. */
export function turnOffBody(secret: string): { code: string } | { password: string } {
  const compact = secret.replace(/[\s-]/g, "");
  return /^\d{6}$/.test(compact) || /^[2-9A-HJKMNP-Z]{12}$/i.test(compact) ? { code: secret } : { password: secret };
}

export const turnOff = (secret: string) => staffFetch<null>("/staff/second-factor", { method: "DELETE", body: jsonBody(turnOffBody(secret)) });

/** The setup key in groups of four, as authenticator apps show it. */
export const groupedKey = (secret: string): string => secret.replace(/(.{4})/g, "$1 ").trim();

/** The SVG as an image address: the browser draws it as a picture, never as part of the page. */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;base64,${btoa(svg)}`;
