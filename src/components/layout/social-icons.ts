/**
 * The footer's social glyphs (simple original shapes, no brand artwork) as one SVG sprite, which every
 * page's footer points at with `<use>` instead of carrying the paths inline: ~360 bytes less HTML a page
 * after Brotli, which the home page needs to fit the first TCP window (docs/decisions/site.md, "The home
 * page's HTML in the first round trip"). The build writes the sprite to `public/static/` under a name
 * made from its content (gatsby/social-sprite.ts), so it is cached for good and a changed glyph is a new
 * address.
 */

/** Each network's glyph in a 24×24 box; `other` for a network data/site.json names that has none. */
export const SOCIAL_PATHS: Readonly<Record<string, string>> = {
  facebook: "M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.6-.6z",
  instagram:
    "M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-2.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z",
  linkedin: "M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h4v2c.6-1.1 2-2.3 4-2.3 3.5 0 4 2.3 4 5.3v7h-4v-6c0-1.5 0-3.3-2-3.3s-2.3 1.5-2.3 3.2V21h-4z",
  whatsapp:
    "M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5 14.2c-.2.6-1.2 1.2-1.7 1.2-.5.1-1 .1-3.3-.8a11 11 0 0 1-4.3-3.9c-.5-.8-1-1.8-1-2.7s.5-1.5.8-1.8c.2-.2.4-.3.6-.3h.4c.2 0 .4 0 .6.5l.8 1.9c.1.2.1.4 0 .5l-.3.5-.4.4c-.1.2-.3.3-.1.6.2.3.8 1.3 1.7 2 1.1 1 2 1.2 2.3 1.4.3.1.5.1.6-.1l.9-1c.2-.3.4-.2.6-.1l1.8.9c.3.1.5.2.5.3.1.2.1.8-.1 1.5z",
  other: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20z",
};

/** The sprite's symbol for a network: its own glyph, else `other`. */
export function socialSymbol(network: string): string {
  return Object.prototype.hasOwnProperty.call(SOCIAL_PATHS, network) ? network : "other";
}

/** The sprite: one `<symbol>` a glyph, filled with the colour of the link that shows it. */
export function socialSprite(): string {
  const symbols = Object.entries(SOCIAL_PATHS)
    .map(([id, d]) => `<symbol id="${id}" viewBox="0 0 24 24"><path fill="currentColor" d="${d}"/></symbol>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>\n`;
}

/** FNV-1a, 32 bits, as 8 hex digits: enough to tell one version of a small file from the next. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/** Where a sprite of this content is served: under /static/ (cached for good), named by its content. */
export function spritePath(sprite: string): string {
  return `/static/social-icons-${fnv1a(sprite)}.svg`;
}

export const SOCIAL_SPRITE_PATH = spritePath(socialSprite());
