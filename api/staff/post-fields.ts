/**
 * A blog post as staff edit it: the statuses, the URL slug's rules, the columns the console reads,
 * and `postFields`, which reads a post by id in the console's shape and reads and checks a post body.
 */
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from "../../shared/seo";
import type { Db } from "../store/db";
import type { Input } from "./input";
import { isBlankHtml, sanitizeStaffHtml } from "./sanitize";

export const POST_STATUSES = ["draft", "published"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 100;
export const SLUG_TAKEN_MESSAGE = "Another post already uses this URL";
export const SLUG_FORMAT_MESSAGE = "Use lowercase letters, digits and single hyphens, e.g. my-first-post";
export const NEEDS_IMAGE_MESSAGE = "Add a cover image before publishing";

/** A slug from a title: accents dropped, lowercase letters and digits joined by single hyphens. */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

export const columns = [
  "id",
  "title",
  "url",
  "blog",
  "status",
  "published_at as publishedAt",
  "image_file as imageFile",
  "image_width as imageWidth",
  "image_height as imageHeight",
  "seo_title as seoTitle",
  "seo_description as seoDescription",
  "created_at as createdAt",
  "updated_at as updatedAt",
  "version",
] as const;

/** What the post being edited already has (null when creating one). */
export interface ExistingPost {
  id: number;
  publishedAt: string | null;
  imageFile: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

/**
 * The post's own SEO title and description (issue 30), each optional: left out of the body, a post keeps
 * what it had (a new one none); null or blank clears it. Stored as null when not set.
 */
function readSeo(input: Input, existing: ExistingPost | null) {
  const optional = (field: string, label: string, max: number, kept: string | null) => {
    if (!input.has(field)) return kept;
    return input.text(field, { label, max }) || null;
  };
  return {
    seo_title: optional("seoTitle", "an SEO title", SEO_TITLE_MAX, existing?.seoTitle ?? null),
    seo_description: optional("seoDescription", "an SEO description", SEO_DESCRIPTION_MAX, existing?.seoDescription ?? null),
  };
}

export function postFields(db: Db, publicUrl: string) {
  const toPost = <T extends { imageFile: string }>({ imageFile, ...row }: T) => ({
    ...row,
    image: imageFile ? `${publicUrl}/blog-images/${encodeURIComponent(imageFile)}` : null,
  });
  const byId = async (trx: Db, id: number) => {
    const row = await trx.selectFrom("blogs").select(columns).where("id", "=", id).executeTakeFirst();
    return row ? toPost(row) : null;
  };
  const slugTaken = async (trx: Db, url: string, exceptId: number | null) => {
    let query = trx.selectFrom("blogs").select("id").where("url", "=", url);
    if (exceptId !== null) query = query.where("id", "!=", exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  };

  /**
   * Reads and checks a post body. A slug left out is made from the title (with -2, -3… if taken);
   * one given must be free. Publishing without publishedAt publishes now (or keeps the first date).
   */
  async function readPost(input: Input, existing: ExistingPost | null) {
    const title = input.text("title", { label: "a title", max: 200, required: true });
    const givenUrl = input.text("url", { label: "a URL", max: SLUG_MAX_LENGTH });
    const rawBlog = input.text("blog", { label: "the post's text", max: 200_000, required: true, raw: true });
    const blog = sanitizeStaffHtml(rawBlog);
    if (rawBlog.trim() && isBlankHtml(blog)) input.fail("blog", "Enter the post's text");
    const status = input.choice("status", POST_STATUSES, "draft");
    let publishedAt = input.dateTime("publishedAt");
    if (status === "published") {
      publishedAt ??= existing?.publishedAt ?? new Date().toISOString();
      if (!existing?.imageFile) input.fail("image", NEEDS_IMAGE_MESSAGE);
    }
    let url = givenUrl;
    if (givenUrl) {
      if (!SLUG.test(givenUrl)) input.fail("url", SLUG_FORMAT_MESSAGE);
      else if (await slugTaken(db, givenUrl, existing?.id ?? null)) input.fail("url", SLUG_TAKEN_MESSAGE);
    } else if (title) {
      const base = slugify(title);
      if (!base) input.fail("url", `Give the post a URL: ${SLUG_FORMAT_MESSAGE}`);
      url = base;
      for (let n = 2; base && (await slugTaken(db, url, existing?.id ?? null)); n += 1) url = `${base.slice(0, SLUG_MAX_LENGTH - 6)}-${n}`;
    }
    return { title, url, blog, status, published_at: publishedAt, ...readSeo(input, existing) };
  }

  return { toPost, byId, readPost };
}

export type PostFields = ReturnType<typeof postFields>;
