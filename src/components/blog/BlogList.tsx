import React, { useMemo, useRef } from "react";
import styled from "styled-components";
import { below } from "../../styles/media";
import { FormNotice } from "../forms/FormNotice";
import { Button } from "../ui/Button";
import { BlogCard } from "./BlogCard";
import { sameBuiltImage, type BuiltPost } from "./built-post";
import { useBlogPages } from "./use-blog-pages";
import { useInView } from "./use-in-view";

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  ${below.menu} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${below.phone} { grid-template-columns: minmax(0, 1fr); }
`;

const Footer = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.xl};
  min-height: 44px;
  text-align: center;
`;

/**
 * The list's area holds at least a screen's height from the first paint, and the first page's status
 * (Loading..., or the notice) sits inside it. So when the posts arrive they take the status's place and
 * nothing on screen moves (before, the footer jumped and the list's top margin un-collapsed: CLS 0.6
 * on a phone). `flow-root` keeps the status's margin inside the area.
 */
const Stage = styled.div`
  display: flow-root;
  min-height: 100vh;
`;

export const BLOG_UNAVAILABLE = "We couldn't load the blog posts right now. Please try again in a little while.";

export interface BlogListProps {
  /** The first page as the build read it (pre-rendered `/blog`); empty when the build had no posts. */
  built?: readonly BuiltPost[];
}

const NO_POSTS: readonly BuiltPost[] = [];

/**
 * The post cards, loading the next page when the end of the list scrolls into view, with a button
 * for the same (keyboard users, browsers without IntersectionObserver). With the build's first page,
 * the cards are in the HTML; the API's page 1 then replaces them, keeping the build's image and
 * excerpt for a post whose image and body did not change (same boxes: nothing moves).
 */
export function BlogList({ built = NO_POSTS }: BlogListProps) {
  const pages = useBlogPages(built);
  const builtById = useMemo(() => new Map(built.map((post) => [post.id, post])), [built]);
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = pages.posts.length > 0 && !pages.ended && !pages.loading && !pages.refreshing && !pages.moreFailed;
  useInView(sentinel, pages.loadMore, canLoad, pages.posts.length);

  const first = pages.posts.length === 0;
  const status = (
    <Footer>
      {pages.loading && <p role="status">Loading...</p>}
      {pages.failed && <FormNotice>{BLOG_UNAVAILABLE}</FormNotice>}
      {pages.moreFailed && <FormNotice>{BLOG_UNAVAILABLE}</FormNotice>}
      {pages.ended && <p role="status">No more blogs to show</p>}
      {pages.failed && !pages.loading && (
        <Button type="button" onClick={pages.retry}>
          Try again
        </Button>
      )}
      {!first && !pages.ended && !pages.loading && !pages.refreshing && (
        <Button type="button" onClick={pages.loadMore}>
          Load more posts
        </Button>
      )}
    </Footer>
  );

  return (
    <>
      <Stage>
        {first ? (
          status
        ) : (
          <Grid aria-label="Posts">
            {pages.posts.map((post, index) => {
              const prepared = builtById.get(post.id);
              return (
                <li key={post.id}>
                  <BlogCard
                    post={post}
                    lead={index === 0}
                    image={sameBuiltImage(post, prepared)}
                    summary={prepared && prepared.blog === post.blog ? prepared.excerpt : undefined}
                  />
                </li>
              );
            })}
          </Grid>
        )}
      </Stage>
      <div ref={sentinel} aria-hidden="true" />
      {!first && status}
    </>
  );
}
