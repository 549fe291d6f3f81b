/**
 * The words of a fixed page from data/pages.json (issue 30), as the page query gives them: a part's heading
 * and intro by where it appears. Pure; the build's checks make sure each page has its parts. An entry's own
 * SEO over the derived one is ./seo-over.ts, filling in {words} ./fill-in.ts: modules of their own, so that
 * a page carries only what it uses (the pages' first-load budget, issue 29).
 */

export interface PageSectionWords {
  readonly place: string;
  readonly heading?: string | null;
  readonly intro?: string | null;
}

export interface PageWords {
  readonly sections: readonly PageSectionWords[];
}

export interface SectionText {
  heading: string;
  intro: string;
}

/** The heading and intro of the part of the page at `place` ("" for what the page does not have). */
export function sectionOf(page: PageWords | null | undefined, place: string): SectionText {
  const section = page?.sections.find((candidate) => candidate.place === place);
  return { heading: section?.heading ?? "", intro: section?.intro ?? "" };
}
