/**
 * A short fingerprint of a job's HTML as the API serves it (its `job_details` and `job_html`), the same
 * in the build (Node) and the browser. The build writes it beside the HTML it sanitised; a runtime read of
 * GET /jobVacancies whose job has the same fingerprint shows the build's sanitised HTML instead of loading
 * the sanitiser to make the same again (issue 29). A different or colliding input can only ever show
 * HTML the build sanitised, never unsanitised HTML.
 *
 * 53 bits from two 32-bit multiplicative hashes of the UTF-16 code units (the "cyrb53" construction).
 */
export function sourceHash(details: string, html: string): string {
  const text = `${details}\u0000${html}`;
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
