import type { GatsbySSR } from "gatsby";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "stream";

/**
 * The page's body as HTML, rendered as Gatsby renders it (React's streaming renderer, written out once
 * everything is ready) but with every Suspense boundary inline. React 19 moves a boundary larger than
 * its `progressiveChunkSize` (12.8 kB) into a hidden template that an inline script reveals; the page is
 * complete when it is written, so that only delays paint and hides the content from visitors without
 * JavaScript (the sections of HydrationSlice are such boundaries).
 */
export function renderBody(body: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, next) {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
        next();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString("utf8"));
        done();
      },
    });
    sink.on("error", reject);
    const { pipe } = renderToPipeableStream(body, {
      progressiveChunkSize: Infinity,
      onAllReady() {
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        sink.destroy(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * Gatsby's `replaceRenderer`: the body rendered by renderBody. Should rendering fail, the page is left
 * to Gatsby's own renderer, which renders it again and reports the error (or follows a redirect) as usual.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  try {
    replaceBodyHTMLString(await renderBody(bodyComponent));
  } catch {
    /* Gatsby renders the page itself and reports the error */
  }
};
