/**
 * A service's or case study's own `seo` (issue 30) over what its page derives: each field set in data wins.
 * Pure; a module of its own so that pages without it do not carry it.
 */

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
