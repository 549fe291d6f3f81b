/**
 * Making visitor values safe for a mail: header text folded to one line, addresses accepted only as
 * one plain address, HTML escaped. The API validates the forms already; this layer is safe on its own.
 */

/** Line breaks (CR, LF, NEL, LS, PS) and every other control character. */
// eslint-disable-next-line no-control-regex
const BREAKS_AND_CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * One line of text for a header (or a label): every line break and control character becomes a
 * space, runs of spaces collapse, and the result is trimmed and cut to `max` characters. A value such
 * as "Alice\r\nBcc: x@y" stays text on the one line it is put on and can never start a header.
 */
export function headerText(value: string, max = 200): string {
  const folded = value.replace(BREAKS_AND_CONTROLS, " ").replace(/\s+/g, " ").trim();
  return folded.length > max ? `${folded.slice(0, max - 1)}…` : folded;
}

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/**
 * The value as one plain address (`local@domain.tld`), or null. No display name, comment, quote,
 * comma, angle bracket or space: anything that could carry a second address or a header is refused.
 */
export function plainAddress(value: string): string | null {
  const address = value.trim();
  if (address.length > 254) return null;
  const at = address.lastIndexOf("@");
  if (at < 1) return null;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split(".");
  if (local.length > 64 || !LOCAL.test(local)) return null;
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return null;
  if (/^[0-9]+$/.test(labels[labels.length - 1])) return null;
  return address;
}

/** Text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}
