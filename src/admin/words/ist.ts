/**
 * The console's times are India Standard Time (UTC+05:30, no daylight saving), as every screen shows them
 * ("20 Nov 2026, 2:01 pm IST"). A date-and-time box shows and takes IST too, whatever the browser's own zone.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A stored time (ISO string or Date) as the box's "YYYY-MM-DDTHH:mm" in IST; "" for none. */
export function toIstInput(value: unknown): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string" && WALL.test(value)) return value;
  const date = value instanceof Date ? value : new Date(String(value));
  if (Number.isNaN(date.getTime())) return "";
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** The box's "YYYY-MM-DDTHH:mm", read as IST, as the ISO time to store; null for an empty box. */
export function fromIstInput(value: unknown): string | null {
  if (typeof value !== "string" || value === "") return null;
  const match = WALL.exec(value);
  if (!match) return value;
  const [, y, mo, d, h, mi] = match.map(Number);
  return new Date(Date.UTC(y, mo - 1, d, h, mi) - IST_OFFSET_MS).toISOString();
}
