/** Words for the privacy notice: retention periods and who sees what (pure, tested in __tests__/lib). */

/** "730 days (2 years)", "365 days (1 year)", "400 days". */
export function retentionPhrase(days: number): string {
  if (days % 365 !== 0) return `${days} days`;
  const years = days / 365;
  return `${days} days (${years} ${years === 1 ? "year" : "years"})`;
}

/** The console's roles (and the privacy right) as a visitor reads them. */
export const SEEN_BY_LABELS: Record<string, string> = {
  admin: "the agency's administrators",
  hr: "the HR team",
  marketing: "the marketing team",
  sales: "the sales team",
  privacy: "staff answering privacy requests, when you make one",
};

/** "the sales team, the agency's administrators and staff answering …". */
export function seenByPhrase(roles: readonly string[]): string {
  const words = roles.map((role) => SEEN_BY_LABELS[role] ?? role);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** "2026-12-01" → "1 December 2026" (the date as written, no time zone involved); anything else as given. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return `${Number(match[3])} ${MONTHS[Number(match[2]) - 1]} ${match[1]}`;
}
