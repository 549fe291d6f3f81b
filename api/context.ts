/** What the routes need from the server: the store, the PDFs, the notifier, the answer cache and more. */
import type { RetentionDays } from "../shared/retention";
import type { AnswerCache } from "./http/caching";
import type { NotifyWorker } from "./notify";
import type { PdfLibrary } from "./pdf";
import type { NoticeVersionSource } from "./privacy/notice-versions";
import type { SiteService } from "./site";
import type { Store } from "./store";

export interface ApiContext {
  store: Store;
  pdfs: PdfLibrary;
  /** Base URL for links in responses, without a trailing slash. */
  publicUrl: string;
  /** Sends the outbox's mails; `nudge()` it after a transaction that queued one commits. */
  notifier: NotifyWorker;
  /**
   * Issue 25: the retention in force, and the site whose /privacy/confirm the request mails link to; issue 28:
   * the notice's versions, for the version a lead records (api/routes/notice-version.ts).
   */
  privacy: { retention: RetentionDays; siteUrl: string; noticeVersions: NoticeVersionSource };
  /** The site's content checkout (SITE_REPO_DIR): the console edits its data/ and commits there. */
  siteRepoDir: string;
  /** The public GETs' serialised answers, shared for a second (http/caching.ts). */
  answers: AnswerCache;
  /** Publishing the site: the build queue, and the builder on the instance that runs it (issue 23). */
  site: SiteService;
  /** The time as jobs' closing dates are read (issue 29; tests move it). */
  now: () => Date;
}
