/** What the routes need from the server: the store and the PDFs. */
import type { NotifyWorker } from "./notify";
import type { PdfLibrary } from "./pdf";
import type { SiteService } from "./site";
import type { Store } from "./store";

export interface ApiContext {
  store: Store;
  pdfs: PdfLibrary;
  /** Base URL for links in responses, without a trailing slash. */
  publicUrl: string;
  /** Sends the outbox's mails; `nudge()` it after a transaction that queued one commits. */
  notifier: NotifyWorker;
  /** Publishing the site: the build queue, and the builder on the instance that runs it (issue 23). */
  site: SiteService;
}
