import React from "react";
import styled from "styled-components";
import type { BlogPostData } from "../../lib/apollo/queries";
import { formatLongDate } from "../../lib/format-date";
import { remoteImage } from "../../lib/remote-image";
import { Picture } from "../ui/Picture";
import { sanitizedMarkup } from "../../lib/sanitize-html";

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

/** One post: title, date as 'January 5, 2025', image and the sanitised body (spec §2). */
export function BlogPostView({ post }: BlogPostViewProps) {
  return (
    <Article>
      <h1>{post.title}</h1>
      <time dateTime={post.created_at}>{formatLongDate(post.created_at)}</time>
      <Picture image={remoteImage(post.image)} alt="" loading="eager" fetchPriority="high" />
      <Prose dangerouslySetInnerHTML={sanitizedMarkup(post.blog)} />
    </Article>
  );
}
