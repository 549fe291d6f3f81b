import React, { useMemo } from "react";
import styled from "styled-components";
import type { BlogPostData } from "../../lib/apollo/queries";
import { formatLongDate } from "../../lib/format-date";
import { remoteImage } from "../../lib/remote-image";
import { Picture } from "../ui/Picture";
import { sanitizeHtml } from "../../lib/sanitize-html";

export interface BlogPostViewProps {
  post: Pick<BlogPostData, "title" | "created_at" | "image" | "blog">;
}

const Article = styled.article`
  min-width: 0;
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxl}; color: ${({ theme }) => theme.colors.white}; }
  time { display: block; margin-bottom: ${({ theme }) => theme.space.lg}; color: ${({ theme }) => theme.colors.moonDim}; }
`;

const Prose = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  h2, h3 { color: ${({ theme }) => theme.colors.white}; margin-top: ${({ theme }) => theme.space.xl}; }
  img { height: auto; border-radius: ${({ theme }) => theme.radii.sm}; }
`;

/**
 * Sanitised post HTML whose images load lazily: the post's own image above is the one to load first
 * (eager, high priority); pictures inside the body wait until they near the screen. The template is
 * inert: parsing it runs nothing and fetches nothing.
 */
export function lazyBodyMarkup(html: string): { __html: string } {
  const safe = sanitizeHtml(html);
  if (typeof document === "undefined" || !safe.includes("<img")) return { __html: safe };
  const template = document.createElement("template");
  template.innerHTML = safe;
  template.content.querySelectorAll("img").forEach((image) => {
    image.setAttribute("loading", "lazy");
    image.setAttribute("decoding", "async");
  });
  return { __html: template.innerHTML };
}

/** One post: title, date as 'January 5, 2025', image and the sanitised body (spec §2). */
export function BlogPostView({ post }: BlogPostViewProps) {
  const body = useMemo(() => lazyBodyMarkup(post.blog), [post.blog]);
  return (
    <Article>
      <h1>{post.title}</h1>
      <time dateTime={post.created_at}>{formatLongDate(post.created_at)}</time>
      <Picture image={remoteImage(post.image)} alt="" loading="eager" fetchPriority="high" />
      <Prose dangerouslySetInnerHTML={body} />
    </Article>
  );
}
