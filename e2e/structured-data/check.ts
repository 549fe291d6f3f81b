/**
 * The structured-data check of e2e/structured-data.spec.ts: a page's HTML through
 * @marbec/web-auto-extractor and @adobe/structured-data-validator, against the schema.org vocabulary
 * vendored in __tests__/fixtures/schemaorg/ (no network in CI). Both packages are ESM only: loaded with
 * import() once.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Issue } from "@adobe/structured-data-validator";

const VOCABULARY = path.join(process.cwd(), "__tests__/fixtures/schemaorg/schemaorg-current-https.jsonld.gz");

/** What a page's structured data gets wrong, in words; and the types it holds. */
export interface PageCheck {
  problems: string[];
  /** Google's recommendations the page leaves out: reported, not failed. */
  advice: string[];
  types: string[];
}

type Check = (html: string) => Promise<PageCheck>;
let loaded: Promise<Check> | null = null;

/**
 * An unknown type or a broken JSON-LD block is an ERROR; a property the type does not have is only a
 * WARNING to the validator, but it is not valid schema.org either (a misspelt name, a property of
 * another type), so it fails here too. Other warnings are Google's advice for rich results.
 */
const NOT_IN_VOCABULARY = /is not supported by the schema\.org specification/;

const where = (issue: Issue) =>
  [issue.rootType, ...(issue.path ?? []).slice(1).map((step) => step.property ?? step.type ?? "")].filter(Boolean).join(" › ");

/** Every addressCountry in the data that is not an ISO 3166-1 two-letter code (schema.org's advice). */
export function badCountries(node: unknown, trail = ""): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => badCountries(item, `${trail}[${index}]`));
  if (typeof node !== "object" || node === null) return [];
  const record = node as Record<string, unknown>;
  const own: string[] = [];
  const country = record.addressCountry;
  if (country !== undefined) {
    const code = typeof country === "object" && country !== null ? (country as Record<string, unknown>).name : country;
    if (typeof code !== "string" || !/^[A-Z]{2}$/.test(code)) own.push(`${trail}.addressCountry is ${JSON.stringify(country)}, not a two-letter country code`);
  }
  if (record["@type"] === "PostalAddress" && country === undefined) own.push(`${trail} is a PostalAddress without addressCountry`);
  return [...own, ...Object.entries(record).filter(([key]) => key !== "addressCountry").flatMap(([key, value]) => badCountries(value, `${trail}.${key}`))];
}

async function load(): Promise<Check> {
  const [{ default: WebAutoExtractor }, { default: Validator }] = await Promise.all([
    import("@marbec/web-auto-extractor"),
    import("@adobe/structured-data-validator"),
  ]);
  const vocabulary: unknown = JSON.parse(zlib.gunzipSync(fs.readFileSync(VOCABULARY)).toString("utf8"));
  return async (html) => {
    const extracted = new WebAutoExtractor({ addLocation: true }).parse(html);
    const types = Object.entries(extracted.jsonld ?? {}).flatMap(([type, nodes]) => nodes.map(() => type));
    // The raw JSON-LD blocks, before the validator takes @location off them.
    const countries = badCountries(Object.values(extracted.jsonld ?? {}).flat());
    const issues = await new Validator(vocabulary).validate(extracted);
    const fails = (issue: Issue) => issue.severity === "ERROR" || NOT_IN_VOCABULARY.test(issue.issueMessage);
    return {
      problems: [...issues.filter(fails).map((issue) => `${where(issue)}: ${issue.issueMessage}`), ...countries],
      advice: issues.filter((issue) => !fails(issue)).map((issue) => `${where(issue)}: ${issue.issueMessage}`),
      types,
    };
  };
}

/** Checks one page's HTML. */
export async function checkPage(html: string): Promise<PageCheck> {
  loaded ??= load();
  return (await loaded)(html);
}

/** Every HTML file of a built site, as paths relative to it ("index.html", "blog/some-post/index.html"). */
export function htmlFiles(root: string): string[] {
  // Not page-data/404.html/, a folder.
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith(".html") && fs.statSync(path.join(root, file)).isFile())
    .sort();
}
