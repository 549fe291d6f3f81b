import { expect, test } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import { caseStudyIds, serviceSlugs } from "./routes";
import { checkPage, htmlFiles } from "./structured-data/check";

/**
 * Issue 29 "Sitemap and search": the structured data of every page of the build is valid schema.org
 * (checked by @adobe/structured-data-validator against the vendored vocabulary, not by hand), and every
 * addressCountry is a two-letter code. Reads the built HTML files themselves, every one of them, so the
 * posts' and jobs' pages are covered as the build makes them.
 */
const publicDir = path.join(process.cwd(), "public");

test("every built page's structured data is valid schema.org", async () => {
  test.setTimeout(120_000);
  const pages = htmlFiles(publicDir);
  expect(pages.length).toBeGreaterThan(serviceSlugs.length + caseStudyIds.length);
  const problems: string[] = [];
  const advice = new Set<string>();
  const typesOf = new Map<string, string[]>();
  for (const file of pages) {
    const found = await checkPage(fs.readFileSync(path.join(publicDir, file), "utf8"));
    problems.push(...found.problems.map((problem) => `${file}: ${problem}`));
    for (const line of found.advice) advice.add(line);
    typesOf.set(file, found.types);
  }
  if (advice.size > 0) test.info().annotations.push({ type: "advice", description: [...advice].join("\n") });
  expect(problems).toEqual([]);
  // The check saw the pages' data: the home page's, each service's and each case study's.
  expect(typesOf.get("index.html")?.sort()).toEqual(["Organization", "WebSite"]);
  for (const slug of serviceSlugs) expect(typesOf.get(`services/${slug}/index.html`)?.sort(), slug).toEqual(["BreadcrumbList", "Service"]);
  for (const id of caseStudyIds) expect(typesOf.get(`CaseStudy/${id}/index.html`)?.sort(), String(id)).toEqual(["BreadcrumbList", "CreativeWork"]);
});

test("the check catches a misspelt property, an unknown type, broken JSON and a country by name", async () => {
  const page = (...blocks: string[]) => `<!doctype html><html><head>${blocks.map((b) => `<script type="application/ld+json">${b}</script>`).join("")}</head><body></body></html>`;
  const good = { "@context": "https://schema.org", "@type": "Service", name: "Branding", provider: { "@type": "Organization", name: "Selenova Digital" } };
  expect((await checkPage(page(JSON.stringify(good)))).problems).toEqual([]);
  const cases: [string, RegExp][] = [
    [JSON.stringify({ ...good, nmae: "Branding" }), /Property "nmae" for type "Service" is not supported/],
    [JSON.stringify({ ...good, "@type": "Servise" }), /Type "Servise" is not a valid schema.org type/],
    ['{"@context": "https://schema.org", "@type": "Service",', /./],
    [
      JSON.stringify({ ...good, provider: { "@type": "Organization", name: "S", address: { "@type": "PostalAddress", addressCountry: "India" } } }),
      /addressCountry is "India", not a two-letter country code/,
    ],
  ];
  for (const [block, problem] of cases) {
    const { problems } = await checkPage(page(block));
    expect(problems, block).toContainEqual(expect.stringMatching(problem));
  }
});
