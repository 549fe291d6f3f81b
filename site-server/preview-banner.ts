/**
 * What makes the preview a preview: every page says noindex (a meta tag, and the server's X-Robots-Tag
 * header) and shows a thin banner "Preview, not live". Both are added as the preview server sends the
 * page, not by the build, so the build a marketer previewed is byte for byte the one that goes live.
 * The banner is plain HTML before the app's root (no JavaScript; React never touches it).
 */
export const PREVIEW_BANNER_TEXT = "Preview, not live";

const META = '<meta name="robots" content="noindex">';
const BANNER =
  `<div id="site-preview-banner" role="note" style="position:sticky;top:0;z-index:2147483647;margin:0;padding:2px 8px;` +
  `background:#6b1d00;color:#ffffff;font:600 13px/1.5 system-ui,sans-serif;text-align:center">${PREVIEW_BANNER_TEXT}</div>`;

export function markPreview(html: string): string {
  const withMeta = /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${META}`) : `${META}${html}`;
  return /<body[^>]*>/i.test(withMeta) ? withMeta.replace(/<body[^>]*>/i, (body) => `${body}${BANNER}`) : `${BANNER}${withMeta}`;
}
