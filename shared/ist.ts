/** A time as the console shows it, in India Standard Time ("25 Nov 2026, 3:40 pm IST"), for text the API writes. */
const DATE_TIME = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kolkata" });

export function istDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${DATE_TIME.format(date)} IST`;
}
