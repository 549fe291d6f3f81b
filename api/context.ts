/** What the routes need from the server: the store and the PDFs. */
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
  /** The site's content checkout (SITE_REPO_DIR): the console edits its data/ and commits there. */
  siteRepoDir: string;
}
