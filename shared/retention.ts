/**
 * How long each kind of lead is kept (issue 25): one reading of the RETENTION_* settings that the API
 * (erasure dates, the daily sweep) and the site's build (the periods shown on /privacy) both use, so the
 * notice and the practice cannot disagree.
 */
export type LeadKind = "enquiries" | "applications" | "downloads";

export const RETENTION_SETTINGS: Record<LeadKind, { variable: string; defaultDays: number }> = {
  enquiries: { variable: "RETENTION_ENQUIRIES_DAYS", defaultDays: 730 },
  downloads: { variable: "RETENTION_DOWNLOADS_DAYS", defaultDays: 365 },
  applications: { variable: "RETENTION_APPLICATIONS_DAYS", defaultDays: 365 },
};

/** The DPDP Rules ask for data and processing logs to be kept at least a year. */
export const RETENTION_MIN_DAYS = 365;
/** A sanity ceiling (about 30 years): a longer value is almost certainly a typo. */
export const RETENTION_MAX_DAYS = 11_000;

export type RetentionDays = Record<LeadKind, number>;

/**
 * Reads the three settings from an environment-like object. A missing or blank value takes its default;
 * anything else must be a whole number of days from RETENTION_MIN_DAYS up, or this throws naming the variable.
 */
export function readRetention(env: Record<string, string | undefined>): RetentionDays {
  const days = {} as RetentionDays;
  for (const kind of Object.keys(RETENTION_SETTINGS) as LeadKind[]) {
    const { variable, defaultDays } = RETENTION_SETTINGS[kind];
    const raw = (env[variable] ?? "").trim();
    if (raw === "") {
      days[kind] = defaultDays;
      continue;
    }
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < RETENTION_MIN_DAYS || value > RETENTION_MAX_DAYS) {
      throw new Error(
        `${variable} must be a whole number of days from ${RETENTION_MIN_DAYS} to ${RETENTION_MAX_DAYS} ` +
          `(the DPDP Rules ask for at least a year), got "${raw}"`,
      );
    }
    days[kind] = value;
  }
  return days;
}
