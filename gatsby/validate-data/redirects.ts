/**
 * The redirects' checks (issue 30), run by the build and by every content save (both through
 * validateData): `from` is an address on this site that has no page; `to` is a page of this site or an
 * https:// address; no address is redirected twice (a trailing slash makes no difference); no loop; no
 * chain (a `to` that is redirected again: point it at the end instead). Each problem names the entry and
 * the field, with the fix.
 */
import { redirectKey, type Redirect } from "../../shared/redirects";
import { entryLabel } from "../collections";
import type { DataProblem } from "./problems";
import { isReserved, movedPostAt, pageAt, type SitePages } from "./site-pages";

/**
 * Characters an address may hold: none that nginx's map file or a header would read specially (quotes,
 * backslash, `$`, braces, `;`, spaces), none that start a query or fragment.
 */
const PATH_CHARACTERS = /^\/[A-Za-z0-9\-._~/+,:@!()*']*$/;
const URL_CHARACTERS = /^https:\/\/[A-Za-z0-9\-._~/+,:@!()*'%=&]+$/;

/** What is wrong with the shape of a path on this site, or null. */
function pathShape(value: string, field: "from" | "to"): string | null {
  if (/[?#]/.test(value)) {
    return `is "${value}", with a ? or #. Give the address without them: the visitor's own query string is kept${field === "from" ? ", and any query string matches" : ""}.`;
  }
  if (!PATH_CHARACTERS.test(value)) {
    return `is "${value}", which holds characters an address here may not (spaces, quotes, %, $ and the like). Use letters, digits and - . _ ~ / only.`;
  }
  const parts = redirectKey(value).slice(1).split("/");
  if (value !== "/" && parts.some((part) => part === "" || part === "." || part === "..")) {
    return `is "${value}", with an empty, "." or ".." part. Write the address as visitors see it, e.g. /old-page.`;
  }
  return null;
}

function fromProblem(value: string, pages: SitePages): string | null {
  if (!value.startsWith("/")) {
    return `is "${value}". Give an address on this site starting with /, e.g. /old-page (only this site's addresses can be redirected).`;
  }
  const shape = pathShape(value, "from");
  if (shape) return shape;
  if (isReserved(value)) return `is "${value}", an address the site itself uses (the console or the build's files). Choose the old page's address.`;
  const page = pageAt(pages, value);
  if (page) return `is "${value}", the address of ${page}: a redirect would hide that page. Redirect only an address that no longer has a page.`;
  return null;
}

function toShape(value: string): string | null {
  if (value.startsWith("https://")) {
    let host = "";
    try {
      const url = new URL(value);
      host = url.username || url.password ? "" : url.hostname;
    } catch {
      host = "";
    }
    if (/[?#]/.test(value)) return `is "${value}", with a ? or #. Give the address without them: the visitor's own query string is kept.`;
    if (!host.includes(".") || !URL_CHARACTERS.test(value)) {
      return `is "${value}", which is not a web address we can send visitors to. Write it as https://example.com/page.`;
    }
    return null;
  }
  if (!value.startsWith("/")) {
    return `is "${value}". Give a page of this site (starting with /, e.g. /services) or a full address on another site starting with https://.`;
  }
  return pathShape(value, "to");
}

/** Follows redirects from `key`; the last address reached, or null when it comes back round (a loop). */
function endOf(byFrom: ReadonlyMap<string, Redirect>, key: string): string | null {
  const seen = new Set<string>();
  let at = key;
  for (;;) {
    const next = byFrom.get(at);
    if (!next) return at;
    if (seen.has(at)) return null;
    seen.add(at);
    at = next.to.startsWith("/") ? redirectKey(next.to) : next.to;
  }
}

function toProblem(redirect: Redirect, byFrom: ReadonlyMap<string, Redirect>, pages: SitePages): string | null {
  const shape = toShape(redirect.to);
  if (shape) return shape;
  if (!redirect.to.startsWith("/")) return null;
  const key = redirectKey(redirect.to);
  if (key === redirectKey(redirect.from)) return `is "${redirect.to}", the old address itself: visitors would go round in a loop. Point it at a page of the site.`;
  if (byFrom.has(key)) {
    const end = endOf(byFrom, key);
    if (end === null || end === redirectKey(redirect.from)) {
      return `is "${redirect.to}", which is redirected back here: visitors would go round in a loop. Point one of them at a page of the site.`;
    }
    return `is "${redirect.to}", which is itself redirected to "${end}". Point this one at "${end}" instead, so visitors get there in one step.`;
  }
  if (isReserved(redirect.to)) return `is "${redirect.to}", an address the site itself uses, not a page. Point it at a page of the site.`;
  const post = pageAt(pages, redirect.to) === null ? movedPostAt(pages, redirect.to) : null;
  if (post) return `is "${redirect.to}", the former address of a post that is now at "${post}". Point this one at "${post}" instead, so visitors get there in one step.`;
  if (pageAt(pages, redirect.to) === null) {
    return `is "${redirect.to}", which is no page of this site. Point it at one of the site's pages (e.g. /services) or at a full https:// address.`;
  }
  return null;
}

const FILE = "data/redirects.json";

/** Every problem of the redirects, given the site's pages. */
export function redirectProblems(redirects: readonly Redirect[], pages: SitePages): DataProblem[] {
  const problems: DataProblem[] = [];
  const at = (index: number, field: "from" | "to", message: string): DataProblem => ({
    file: FILE,
    entry: `entry ${entryLabel(redirects[index], index)}`,
    field,
    message,
    pointer: `/redirects/${index}/${field}`,
  });
  const byFrom = new Map<string, Redirect>();
  const firstAt = new Map<string, number>();
  const fromProblems = redirects.map((redirect) => fromProblem(redirect.from, pages));
  redirects.forEach((redirect, index) => {
    const key = redirectKey(redirect.from);
    const first = firstAt.get(key);
    if (first === undefined) {
      firstAt.set(key, index);
      // A refused `from` (a page, not a path) leads nowhere: its own message says so, not a chain's.
      if (!fromProblems[index]) byFrom.set(key, redirect);
    } else if (redirects[first].from !== redirect.from) {
      // An exact repeat is the duplicate check's (collections.ts `unique`); this one differs by a slash.
      problems.push(at(index, "from", `is "${redirect.from}", the same address as entry #${first} ("${redirects[first].from}"): a trailing / makes no difference. Keep one of them.`));
    }
  });
  redirects.forEach((redirect, index) => {
    const from = fromProblems[index];
    if (from) problems.push(at(index, "from", from));
    const to = toProblem(redirect, byFrom, pages);
    if (to) problems.push(at(index, "to", to));
  });
  return problems;
}

/** The redirects' checks over the valid files (nothing when data/redirects.json has problems of its own). */
export function redirectChecks(valid: ReadonlyMap<string, unknown>, pages: SitePages): DataProblem[] {
  const data = valid.get("redirects") as { redirects?: Redirect[] } | undefined;
  return data?.redirects ? redirectProblems(data.redirects, pages) : [];
}
