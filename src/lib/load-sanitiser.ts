/** Makes API HTML safe to render as is (src/lib/sanitize-html.ts's `sanitizeHtml`). */
export type Sanitiser = (html: string) => string;

let loading: Promise<Sanitiser> | null = null;

/**
 * The sanitiser (src/lib/sanitize-html.ts, DOMPurify) as the `html-sanitiser` chunk, loaded once, on
 * demand: the careers pages and a post's page take the build's sanitised HTML while it is current and
 * never load it (issue 29). A failed load is tried again next time.
 */
export function loadSanitiser(): Promise<Sanitiser> {
  loading ??= import(/* webpackChunkName: "html-sanitiser" */ "./sanitize-html").then(
    ({ sanitizeHtml }) => sanitizeHtml,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
