/** What the routes need from the server: the store, the PDFs, the notifier and the answer cache. */
import type { AnswerCache } from "./http/caching";
import type { NotifyWorker } from "./notify";
import type { PdfLibrary } from "./pdf";
import type { Store } from "./store";

export interface ApiContext {
  store: Store;
  pdfs: PdfLibrary;
  /** Base URL for links in responses, without a trailing slash. */
  publicUrl: string;
  /** Sends the outbox's mails; `nudge()` it after a transaction that queued one commits. */
  notifier: NotifyWorker;
  /** The public GETs' serialised answers, shared for a second (http/caching.ts). */
  answers: AnswerCache;
}
