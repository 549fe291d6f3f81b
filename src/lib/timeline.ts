/** The company timeline: a fixed run of years, each with up to two panels of content. */

/** Spec §9: the timeline runs 2018 to 2024 and wraps. */
export const TIMELINE_YEARS: readonly number[] = [2018, 2019, 2020, 2021, 2022, 2023, 2024];

export const NO_CONTENT_MESSAGE = "No content available for the selected year.";

export interface TimelinePanel {
  headline: string;
  desc: string;
}

export interface TimelineEntryLike {
  year: number;
  headline: string;
  desc: string;
  headline2?: string | null;
  desc2?: string | null;
}

/** The entry for a year, or undefined when the data has none. */
export function entryForYear<T extends { year: number }>(entries: readonly T[], year: number): T | undefined {
  return entries.find((entry) => entry.year === year);
}

/** The panels of an entry: the first always, the second only when it has both a headline and a text. */
export function panelsOf(entry: TimelineEntryLike): TimelinePanel[] {
  const panels: TimelinePanel[] = [{ headline: entry.headline, desc: entry.desc }];
  if (entry.headline2 && entry.desc2) panels.push({ headline: entry.headline2, desc: entry.desc2 });
  return panels;
}
