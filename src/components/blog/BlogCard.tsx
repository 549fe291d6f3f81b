import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import React from "react";
import styled from "styled-components";
import type { BlogSummary } from "../../lib/apollo/queries";
import { blogPostPath } from "../../lib/blog-path";
import { excerpt } from "../../lib/excerpt";
import { remoteImage } from "../../lib/remote-image";
import { Picture } from "../ui/Picture";
import { htmlToText } from "../../lib/sanitize-html";

export interface BlogCardProps {
  post: BlogSummary;
  /** The list's first card: its image is the page's largest paint, so it loads at once and first. */
  lead?: boolean;
  /** The image as the build prepared it, instead of the API's `image` URL (a pre-rendered card). */
  image?: IGatsbyImageData | null;
  /** The excerpt as the build cut it (the browser's sanitiser reads no text on the server). */
  summary?: string;
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.navyLight};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.navy};
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  h2 a { color: ${({ theme }) => theme.colors.white}; text-decoration: none; }
  h2 a:hover { text-decoration: underline; }
  p { margin: 0; flex: 1; }
`;

/** A post in the list: image, title, a 200-character text excerpt and Read More (spec §2). */
export function BlogCard({ post, lead = false, image, summary }: BlogCardProps) {
  const path = blogPostPath(post.url);
  const picture = image ?? (post.image ? remoteImage(post.image) : null);
  return (
    <Card>
      {picture && <Picture image={picture} alt="" loading={lead ? "eager" : "lazy"} fetchPriority={lead ? "high" : undefined} />}
      <Body>
        <h2>
          <Link to={path}>{post.title}</Link>
        </h2>
        <p>{summary ?? excerpt(htmlToText(post.blog))}</p>
        <Link to={path}>
          Read More<span className="visually-hidden"> about {post.title}</span>
        </Link>
      </Body>
    </Card>
  );
}
