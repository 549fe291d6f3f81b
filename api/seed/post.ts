/** Shape of a seed blog post and how it becomes a stored post with an HTML body. */
import type { BlogInput } from "../store/blogs";

export interface PostSection {
  heading: string;
  text?: string;
  items?: string[];
}

export interface PostSeed {
  url: string;
  title: string;
  /** Publication day, YYYY-MM-DD. */
  date: string;
  intro: string;
  sections: PostSection[];
}

const section = ({ heading, text, items }: PostSection): string =>
  `<h2>${heading}</h2>` +
  (text ? `<p>${text}</p>` : "") +
  (items ? `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>` : "");

/** The image of a post is generated per URL (see blog-images.ts) and served under /blog-images/. */
export const imageFileFor = (url: string): string => `${url}.jpg`;

export function toBlog(post: PostSeed): BlogInput {
  return {
    url: post.url,
    title: post.title,
    imageFile: imageFileFor(post.url),
    blog: `<p>${post.intro}</p>${post.sections.map(section).join("")}`,
    createdAt: `${post.date}T09:30:00.000Z`,
  };
}
