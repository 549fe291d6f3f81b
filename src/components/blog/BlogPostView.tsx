import type { IGatsbyImageData } from "gatsby-plugin-image";
import React, { useEffect, useState } from "react";
import styled from "styled-components";
import { lazyImages } from "../../../shared/html-policy";
import type { BlogPostData } from "../../lib/apollo/queries";
import { formatLongDate } from "../../lib/format-date";
import { loadSanitiser, type Sanitiser } from "../../lib/load-sanitiser";
import { remoteImage } from "../../lib/remote-image";
import { Picture } from "../ui/Picture";

export interface BlogPostViewProps {
  post: Pick<BlogPostData, "title" | "created_at" | "image" | "blog">;
  /** The post's image as the build prepared it (optimised sources), instead of the API's `image` URL. */
  image?: IGatsbyImageData | null;
  /** The body as the build sanitised it (gatsby/sanitize-html.ts), instead of sanitising `blog` here. */
  bodyHtml?: string;
  /** The build's sanitised body, shown while a changed `blog` waits for the sanitiser. */
  previousBodyHtml?: string;
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
export function lazyBodyMarkup(html: string, sanitise: Sanitiser): { __html: string } {
  const safe = sanitise(html);
  if (typeof document === "undefined" || !safe.includes("<img")) return { __html: safe };
  const template = document.createElement("template");
  template.innerHTML = safe;
  lazyImages(template.content);
  return { __html: template.innerHTML };
}

/**
 * The body to show: the build's sanitised `bodyHtml` as it is, else `blog` once the sanitiser has made it
 * safe (`previous`, the body shown before, until then). A sanitiser that cannot load leaves `previous`
 * (logged).
 */
function useBody(blog: string, bodyHtml: string | undefined, previous: string | undefined): { __html: string } | null {
  const [made, setMade] = useState<{ blog: string; markup: { __html: string } } | null>(null);
  const needed = bodyHtml === undefined;
  useEffect(() => {
    if (!needed) return undefined;
    let live = true;
    loadSanitiser().then(
      (sanitise) => live && setMade({ blog, markup: lazyBodyMarkup(blog, sanitise) }),
      (error: unknown) => console.error("Failed to load the HTML sanitiser", error),
    );
    return () => {
      live = false;
    };
  }, [blog, needed]);
  if (!needed) return { __html: bodyHtml };
  if (made?.blog === blog) return made.markup;
  return previous === undefined ? null : { __html: previous };
}

/**
 * One post: title, date as 'January 5, 2025', image and the sanitised body (spec §2). A pre-rendered
 * post passes the build's image and sanitised body, which render the same on the server and in the
 * browser (the browser's sanitiser renders nothing on the server).
 */
export function BlogPostView({ post, image, bodyHtml, previousBodyHtml }: BlogPostViewProps) {
  const body = useBody(post.blog, bodyHtml, previousBodyHtml);
  const picture = image ?? (post.image ? remoteImage(post.image) : null);
  return (
    <Article>
      <h1>{post.title}</h1>
      <time dateTime={post.created_at}>{formatLongDate(post.created_at)}</time>
      {picture && <Picture image={picture} alt="" loading="eager" fetchPriority="high" />}
      {body ? <Prose dangerouslySetInnerHTML={body} /> : <Prose />}
    </Article>
  );
}
