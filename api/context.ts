/** What the routes need from the server: the store and the PDFs. */
import type { PdfLibrary } from "./pdf";
import type { Store } from "./store";

export interface ApiContext {
  store: Store;
  pdfs: PdfLibrary;
  /** Base URL for links in responses, without a trailing slash. */
  publicUrl: string;
}
