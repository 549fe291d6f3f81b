/**
 * What a site build pre-renders from the API's store (issue 29), as `api/site/published-cli.ts` writes it
 * to `.cache/published/published.json` and `gatsby/source-published.ts` (and the e2e specs) read it:
 * the posts visitors can see now and the open jobs, with what their pages need beyond the public calls'
 * fields. Post images are files beside it, in `images/`.
 */

export interface PublishedPostEntry {
  id: number;
  url: string;
  title: string;
  /** The post's body, as staff saved it (sanitised on save; the site sanitises again). */
  html: string;
  publishedAt: string;
  updatedAt: string;
  /** The image's file name in `images/` (and in `/blog-images/<file>`), or null. */
  image: { file: string; contentType: string } | null;
  /** Issue 30: the post's own SEO title and description (null: the page uses the title and the text's start). */
  seoTitle?: string | null;
  seoDescription?: string | null;
}

export interface OpenJobEntry {
  id: number;
  title: string;
  location: string;
  experience: string;
  types: string[];
  /** The summary (staff write it as a short paragraph, which may hold simple HTML; the build sanitises it). */
  details: string;
  /** The full details, as staff saved them (sanitised on save; the build sanitises again, gatsby/open-job-fields.ts). */
  html: string;
  /** When the opening was first saved (its `datePosted`). */
  postedAt: string;
  updatedAt: string;
  /** Its last open day (`YYYY-MM-DD`, Asia/Kolkata), or null. */
  closesAt: string | null;
}

export interface PublishedFile {
  /** When it was read (ISO 8601 UTC). */
  readAt: string;
  /** Newest published first, as `/blogs` lists them. */
  posts: PublishedPostEntry[];
  /** By id, as `/jobVacancies` lists them. */
  jobs: OpenJobEntry[];
  /**
   * Issue 30: posts whose url staff changed, former url → url now (visible posts only); the build writes
   * each as a 301 from `/blog/<from>` to `/blog/<to>`. Absent in files written before it.
   */
  formerUrls?: { from: string; to: string }[];
}
