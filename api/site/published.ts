/**
 * What a site build pre-renders from the store (issue 29): the posts visitors can see now (published,
 * their time come) and the open jobs (not closed, their closing day not ended), each with what its page
 * needs beyond the public calls' fields: dates for the sitemap, feed and structured data, and the post's
 * image bytes for its share image. The same rules as `/blogs` and `/jobVacancies`, at one moment.
 */
import type { Db } from "../store/db";
import type { OpenJobEntry, PublishedFile, PublishedPostEntry } from "../../shared/published";
import { kolkataDay } from "../store/jobs";
import { movedPosts } from "../store/post-former-urls";

export interface PublishedImage {
  /** The image's name in the files table (and in `/blog-images/<file>`). */
  file: string;
  contentType: string;
  bytes: Buffer;
}

/** A post as the build reads it, its image's bytes with it (the file written keeps only the name). */
export type PublishedPost = Omit<PublishedPostEntry, "image"> & { image: PublishedImage | null };

export type Published = Omit<PublishedFile, "posts"> & { posts: PublishedPost[] };

export async function readPublished(db: Db, at: Date = new Date()): Promise<Published> {
  const postRows = await db
    .selectFrom("blogs")
    .select(["id", "url", "title", "blog", "image_file", "published_at", "updated_at", "seo_title", "seo_description"])
    .where("status", "=", "published")
    .where("published_at", "<=", at.toISOString())
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  const names = [...new Set(postRows.map((row) => row.image_file).filter(Boolean))];
  const files = names.length
    ? await db
        .selectFrom("files")
        .select(["name", "content_type", "bytes"])
        .where("kind", "=", "blog-image")
        .where("name", "in", names)
        .execute()
    : [];
  const images = new Map(files.map((file) => [file.name, { file: file.name, contentType: file.content_type, bytes: Buffer.from(file.bytes) }]));
  const posts = postRows.map((row) => ({
    id: row.id,
    url: row.url,
    title: row.title,
    html: row.blog,
    publishedAt: row.published_at ?? row.updated_at,
    updatedAt: row.updated_at,
    image: images.get(row.image_file) ?? null,
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
  }));

  const jobRows = await db
    .selectFrom("jobs")
    .select(["id", "job_title", "location", "experience", "job_details", "job_html", "job_types", "created_at", "updated_at", "closes_at"])
    .where("status", "=", "open")
    .where((eb) => eb.or([eb("closes_at", "is", null), eb("closes_at", ">=", kolkataDay(at))]))
    .orderBy("id")
    .execute();
  const jobs = jobRows.map((row): OpenJobEntry => ({
    id: row.id,
    title: row.job_title,
    location: row.location,
    experience: row.experience,
    types: JSON.parse(row.job_types) as string[],
    details: row.job_details,
    html: row.job_html,
    postedAt: row.created_at,
    updatedAt: row.updated_at,
    closesAt: row.closes_at,
  }));
  return { readAt: at.toISOString(), posts, jobs, formerUrls: await movedPosts(db, at) };
}
