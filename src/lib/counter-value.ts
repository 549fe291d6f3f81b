/**
 * The figures of a case study's counters ("250+", "3.5x", "40%", "120Cr", "4.6/5"): the number that
 * counts up and the text around it, which stays as it is while the number moves.
 */

export interface CounterValue {
  /** The text as written in the data; what the counter shows when it has finished. */
  text: string;
  /** Text before the number, e.g. "₹". */
  prefix: string;
  /** The number the counter ends on. */
  target: number;
  /** Digits after the decimal point, kept while counting so "3.5x" never shows "3.4821x". */
  decimals: number;
  /** Whether the number was written with thousands separators ("1,500"). */
  grouped: boolean;
  /** Text after the number, e.g. "+", "x", "%", "Cr", " min", "/5". */
  suffix: string;
}

const FIGURE = /^(\D*?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?([\s\S]*)$/;

/** Splits a counter's text into prefix, number and suffix; null when it holds no number to count. */
export function parseCounterValue(text: string): CounterValue | null {
  const match = FIGURE.exec(text);
  if (!match) return null;
  const [, prefix, whole, fraction = "", suffix] = match;
  const grouped = whole.includes(",");
  const target = Number(`${whole.replace(/,/g, "")}${fraction ? `.${fraction}` : ""}`);
  if (!Number.isFinite(target)) return null;
  return { text, prefix, target, decimals: fraction.length, grouped, suffix };
}

const withSeparators = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** The counter's text part-way through: `progress` 0 shows zero, 1 (or more) the original text. */
export function formatCounterValue(value: CounterValue, progress: number): string {
  if (progress >= 1) return value.text;
  const current = (value.target * Math.max(0, progress)).toFixed(value.decimals);
  const [whole, fraction] = current.split(".");
  const number = `${value.grouped ? withSeparators(whole) : whole}${fraction ? `.${fraction}` : ""}`;
  return `${value.prefix}${number}${value.suffix}`;
}

/** Fast at first and gentle at the end, like a number settling; t and the result run from 0 to 1. */
export function easeOutCubic(t: number): number {
  const clamped = Math.min(1, Math.max(0, t));
  return 1 - (1 - clamped) ** 3;
}
