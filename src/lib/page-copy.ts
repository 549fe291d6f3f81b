/**
 * The words of a fixed page from data/pages.json (issue 30), as the page query gives them: a part's heading
 * and intro by where it appears, and a page's SEO, where a value set in data wins over the one derived from
 * the page's content (services and case studies). Pure; the build's checks make sure each page has its parts.
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

export interface SeoValues {
  title: string;
  description?: string;
  image?: string | null;
  /** The share image's alt text: only with the entry's own image (derived images have none). */
  imageAlt?: string | null;
}

export interface OwnSeo {
  readonly title?: string | null;
  readonly description?: string | null;
  readonly imageAlt?: string | null;
}

/** An entry's own `seo` over what the page derives: each field set (not blank) in data wins. */
export function seoOver(own: OwnSeo | null | undefined, ownImage: string | null | undefined, derived: SeoValues): SeoValues {
  const set = (value: string | null | undefined): string | undefined => (value && value.trim() ? value : undefined);
  return {
    title: set(own?.title) ?? derived.title,
    description: set(own?.description) ?? derived.description,
    image: ownImage ?? derived.image,
    imageAlt: ownImage ? set(own?.imageAlt) : derived.imageAlt,
  };
}

/** Fills the {words} of a sentence from data (privacy page, terms) with the values given; unknown ones stay. */
export function fillIn<T>(text: string, values: Readonly<Record<string, T>>): (string | T)[] {
  return text.split(/(\{[^{}]*\})/).filter((part) => part !== "").map((part) => {
    const match = /^\{([^{}]*)\}$/.exec(part);
    return match && match[1] in values ? values[match[1]] : part;
  });
}
