/**
 * Reading /staff request bodies and queries by hand, field by field, so every problem comes back as
 * {field, message} with a message a person can act on (422), and nothing is stored unless all is well.
 */
import type { FastifyReply } from "fastify";
import type { FieldError } from "../routes/shared";

export const PAGE_SIZE = 25;

export class Input {
  readonly errors: FieldError[] = [];
  private readonly source: Record<string, unknown>;

  constructor(body: unknown) {
    const isObject = typeof body === "object" && body !== null && !Array.isArray(body);
    if (!isObject) this.errors.push({ field: "body", message: "Send a JSON object" });
    this.source = isObject ? (body as Record<string, unknown>) : {};
  }

  has(field: string): boolean {
    return this.source[field] !== undefined;
  }

  fail(field: string, message: string): void {
    this.errors.push({ field, message });
  }

  get ok(): boolean {
    return this.errors.length === 0;
  }

  /** A string; trimmed unless `raw`. Required ones must not be blank. */
  text(field: string, options: { label: string; max: number; required?: boolean; raw?: boolean }): string {
    const value = this.source[field];
    if (value === undefined || value === null) {
      if (options.required) this.fail(field, `Enter ${options.label}`);
      return "";
    }
    if (typeof value !== "string") {
      this.fail(field, "Must be text");
      return "";
    }
    // PostgreSQL refuses NUL in text (a 500 that loses the change); no person types one.
    const text = (options.raw ? value : value.trim()).replaceAll("\u0000", "");
    if (options.required && text.trim() === "") this.fail(field, `Enter ${options.label}`);
    else if (text.length > options.max) this.fail(field, `Must be at most ${options.max} characters`);
    return text;
  }

  /** One of the allowed strings; `fallback` when absent (undefined: required). */
  choice<T extends string>(field: string, allowed: readonly T[], fallback?: T): T {
    const value = this.source[field];
    if (value === undefined && fallback !== undefined) return fallback;
    if (typeof value === "string" && (allowed as readonly string[]).includes(value)) return value as T;
    this.fail(field, `Must be one of: ${allowed.join(", ")}`);
    return allowed[0];
  }

  /** The record version the editor loaded (a whole number from 1). */
  version(): number {
    const value = this.source.version;
    if (typeof value === "number" && Number.isInteger(value) && value >= 1) return value;
    this.fail("version", "Send the version of the record you loaded");
    return 0;
  }

  /** The version the client loaded, or null when it sent none (a save that applies whatever the current one). */
  optionalVersion(): number | null {
    return this.source.version === undefined ? null : this.version();
  }

  /** A list of strings, each trimmed. */
  list(field: string, options: { label: string; maxItems: number; maxLength: number }): string[] {
    const value = this.source[field];
    if (!Array.isArray(value) || value.length === 0) {
      this.fail(field, `Enter ${options.label}`);
      return [];
    }
    if (value.length > options.maxItems) {
      this.fail(field, `At most ${options.maxItems} entries`);
      return [];
    }
    const items: string[] = [];
    value.forEach((item: unknown, index) => {
      if (typeof item !== "string" || item.trim() === "") this.fail(`${field}.${index}`, "Must be non-empty text");
      else if (item.trim().length > options.maxLength) this.fail(`${field}.${index}`, `Must be at most ${options.maxLength} characters`);
      else items.push(item.trim());
    });
    return items;
  }

  /** An ISO 8601 date-time, normalised to UTC with milliseconds; null when absent or null. */
  dateTime(field: string): string | null {
    const value = this.source[field];
    if (value === undefined || value === null || value === "") return null;
    const time = typeof value === "string" && /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : NaN;
    if (Number.isNaN(time)) {
      this.fail(field, "Must be a date and time such as 2026-01-31T09:30:00Z");
      return null;
    }
    return new Date(time).toISOString();
  }
}

export const reject = (reply: FastifyReply, errors: FieldError[]) => reply.code(422).send({ errors });

export interface ListQuery {
  page: number;
  q: string;
  status: string | null;
}

/** ?page=&q=&status= of a list, checked; `statuses` are the allowed filters. */
export function listQuery(query: unknown, statuses: readonly string[]): { value: ListQuery; errors: FieldError[] } {
  const source = (typeof query === "object" && query !== null ? query : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const rawPage = source.page === undefined || source.page === "" ? "1" : String(source.page);
  const page = /^\d{1,7}$/.test(rawPage) ? Number(rawPage) : 0;
  if (page < 1) errors.push({ field: "page", message: "Page must be a whole number from 1" });
  const q = typeof source.q === "string" ? source.q.trim() : "";
  if (q.length > 200) errors.push({ field: "q", message: "Must be at most 200 characters" });
  const rawStatus = typeof source.status === "string" ? source.status : "";
  if (rawStatus && !statuses.includes(rawStatus)) {
    errors.push({ field: "status", message: `Must be one of: ${statuses.join(", ")}` });
  }
  return { value: { page: Math.max(page, 1), q, status: rawStatus || null }, errors };
}

/** A LIKE pattern matching `q` anywhere, with % _ and \ taken literally (use with ESCAPE '\'). */
export const containsPattern = (q: string): string => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A positive integer id from a route parameter, or null. */
export function idParam(raw: string): number | null {
  return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
