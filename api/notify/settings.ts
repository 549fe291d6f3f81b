/**
 * The notification settings, read once at start from the environment and from `data/`:
 *
 * - `SMTP_URL` (`smtp://user:pass@host:587`, or `smtps://` for TLS from the first byte): where mail is
 *   sent. Unset: nothing is sent and notifications wait in the outbox as "not configured".
 * - `MAIL_FROM` (`Name <address>` or `address`): the sender. Default: "<site name> website" at
 *   `website@` the domain of the Sales contact in data/contacts.json.
 * - `NOTIFY_SALES`, `NOTIFY_HR`: comma-separated inboxes for enquiries and download requests
 *   (Sales) and applications (HR). Default: the Sales and HR entries of data/contacts.json.
 * - `GATSBY_SITE_URL` (default http://localhost:9000): the site, whose `/admin` console the mails link to.
 *
 * A bad value stops the start with a message naming the variable; SMTP_URL's value is never repeated,
 * since it may carry a password.
 */
import fs from "node:fs";
import path from "node:path";
import { headerText, plainAddress } from "./safe";

export interface MailAddress {
  name: string;
  address: string;
}

export interface CaseStudyTitle {
  slug: string;
  pdf: string;
  title: string;
}

export interface NotifySettings {
  /** Null when SMTP_URL is unset. */
  smtp: { url: string; from: MailAddress } | null;
  inboxes: { sales: string[]; hr: string[] };
  /** The site's base URL without a trailing slash. */
  siteUrl: string;
  caseStudies: CaseStudyTitle[];
}

export interface DataFiles {
  contacts: string;
  caseStudies: string;
  site: string;
}

export const DATA_FILES: DataFiles = {
  contacts: path.resolve(__dirname, "../../data/contacts.json"),
  caseStudies: path.resolve(__dirname, "../../data/case-studies.json"),
  site: path.resolve(__dirname, "../../data/site.json"),
};

type Env = Record<string, string | undefined>;

const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(file, "utf8"));

const recordAt = (value: unknown, key: string): unknown =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>)[key] : undefined;

const textAt = (value: unknown, key: string): string | null => {
  const text = recordAt(value, key);
  return typeof text === "string" ? text : null;
};

function contactEmail(file: string, name: string): string {
  const contacts = recordAt(readJson(file), "contacts");
  const entry = Array.isArray(contacts) ? contacts.find((c) => textAt(c, "name") === name) : undefined;
  const address = plainAddress(textAt(entry, "email") ?? "");
  if (!address) {
    throw new Error(`${file}: the contact named "${name}" needs an "email" (the default notification inbox)`);
  }
  return address;
}

function caseStudyTitles(file: string): CaseStudyTitle[] {
  const studies = recordAt(readJson(file), "caseStudies");
  if (!Array.isArray(studies)) throw new Error(`${file}: "caseStudies" must be a list`);
  return studies.map((study) => ({
    slug: textAt(study, "slung") ?? "",
    pdf: textAt(study, "pdf") ?? "",
    title: textAt(study, "title") ?? "",
  }));
}

/** A comma-separated list of plain addresses; null when unset or blank. */
function inboxList(env: Env, name: string): string[] | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  const parts = raw.split(",").map((part) => part.trim()).filter(Boolean);
  const bad = parts.filter((part) => !plainAddress(part));
  if (bad.length || parts.length === 0) {
    throw new Error(
      `${name} must be a comma-separated list of email addresses (such as "a@example.com,b@example.com"); ` +
        `not an address: ${bad.map((part) => JSON.stringify(part)).join(", ")}`,
    );
  }
  return parts;
}

/** "Name <address>" or "address". */
export function parseMailbox(value: string, variable: string): MailAddress {
  const trimmed = value.trim();
  const named = /^(.*)<([^<>]*)>$/.exec(trimmed);
  const name = named ? headerText(named[1].trim().replace(/^"|"$/g, "")) : "";
  const address = plainAddress(named ? named[2] : trimmed);
  if (!address || /[\r\n]/.test(value)) {
    throw new Error(`${variable} must be "Name <address@example.com>" or "address@example.com", got "${headerText(value)}"`);
  }
  return { name, address };
}

function smtpUrl(env: Env): string | null {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error("SMTP_URL must be a URL such as smtp://user:password@mail.example:587 (its value is not shown)");
  }
  if ((parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:") || !parsed.hostname) {
    throw new Error("SMTP_URL must start with smtp:// or smtps:// and name a host (its value is not shown)");
  }
  return raw;
}

function siteUrl(env: Env): string {
  const raw = env.GATSBY_SITE_URL?.trim() || "http://localhost:9000";
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    parsed = null;
  }
  if (!parsed || (parsed.protocol !== "http:" && parsed.protocol !== "https:")) {
    throw new Error(`GATSBY_SITE_URL must be an absolute http(s) URL, got "${headerText(raw)}"`);
  }
  return raw.replace(/\/+$/, "");
}

export function loadNotifySettings(env: Env = process.env, files: DataFiles = DATA_FILES): NotifySettings {
  const sales = contactEmail(files.contacts, "Sales");
  const siteName = headerText(textAt(recordAt(readJson(files.site), "site"), "name") ?? "") || "Website";
  const url = smtpUrl(env);
  const fromRaw = env.MAIL_FROM?.trim();
  const from = fromRaw
    ? parseMailbox(fromRaw, "MAIL_FROM")
    : { name: `${siteName} website`, address: `website@${sales.slice(sales.lastIndexOf("@") + 1)}` };
  return {
    smtp: url ? { url, from } : null,
    inboxes: {
      sales: inboxList(env, "NOTIFY_SALES") ?? [sales],
      hr: inboxList(env, "NOTIFY_HR") ?? [contactEmail(files.contacts, "HR")],
    },
    siteUrl: siteUrl(env),
    caseStudies: caseStudyTitles(files.caseStudies),
  };
}

/** Where mail goes, for a log line: scheme, host and port, never the user or password. */
export function describeSmtp(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}`;
}
