import { Link, navigate } from "gatsby";
import React, { useEffect } from "react";
import styled from "styled-components";
import { blogPostPath } from "../../lib/blog-path";
import { below } from "../../styles/media";
import { FormNotice } from "../forms/FormNotice";
import { Button } from "../ui/Button";
import { Band, Container } from "../ui/Container";
import { loadSanitiser } from "../../lib/load-sanitiser";
import { BlogPostView } from "./BlogPostView";
import { BlogSidebar } from "./BlogSidebar";
import { sameBuiltImage, type BuiltPost } from "./built-post";
import { shownPath, useNotFoundReport } from "../../lib/not-found/report";
import { useBlogPost, type BlogPostState } from "./use-blog-post";

export interface BlogPostScreenProps {
  /** The post's url slug, from the address. */
  url: string;
  /** The post as the build read it (a pre-rendered page): shown until the API answers. */
  built?: BuiltPost;
  /** The post's own SEO title the build wrote into `<title>` (issue 30): it stays the tab's title. */
  ownTitle?: string | null;
}

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 300px;
  gap: ${({ theme }) => theme.space.xl};
  ${below.menu} { grid-template-columns: minmax(0, 1fr); }
`;

/**
 * The post's column holds at least a screen's height from the first paint, whatever it shows, so the
 * sidebar (below it on a phone) starts out of sight and the arriving post moves nothing on screen
 * (it pushed the sidebar down: CLS 0.55 on a phone). `flow-root` keeps the heading's margin inside.
 */
const Main = styled.div`
  display: flow-root;
  min-width: 0;
  min-height: 100vh;
`;

const Stack = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space.md};
`;

export const POST_UNAVAILABLE = "We couldn't load this post right now. Please try again in a little while.";

/**
 * What the post's column shows: the API's post (in the build's form where it did not change), or the
 * build's while the API has not answered or could not be reached; null for the states without a post.
 */
function shownPost(state: BlogPostState, built: BuiltPost | undefined): React.ComponentProps<typeof BlogPostView> | null {
  if (state.status === "ready") {
    const post = state.post;
    if (!built) return { post };
    if (post.blog === built.blog) return { post, image: sameBuiltImage(post, built), bodyHtml: built.bodyHtml };
    return { post, image: sameBuiltImage(post, built), previousBodyHtml: built.bodyHtml };
  }
  if (built && state.status !== "not-found") return { post: built, image: built.built?.data ?? null, bodyHtml: built.bodyHtml };
  return null;
}

/**
 * /blog/<url>: the post with its sidebar, or loading, a notice on failure, or not found. A pre-rendered
 * post (`built`) shows at once, the same on the server and at hydration; the API's answer then brings
 * its newest state: a changed title, body or image, or "Post not found" once it is unpublished. A
 * failed request leaves the built post in place (its failure is logged).
 */
export function BlogPostScreen({ url, built, ownTitle }: BlogPostScreenProps) {
  const state = useBlogPost(url);
  const prerendered = built !== undefined;
  useEffect(() => {
    // A post the build did not pre-render needs the sanitiser for its body: it loads beside the post's read.
    if (!prerendered) loadSanitiser().catch(() => undefined);
  }, [prerendered]);
  const shown = shownPost(state, built);
  const title = state.status === "ready" && !ownTitle ? state.post.title : null;
  // "Post not found": the address is reported once (issue 30).
  useNotFoundReport(state.status === "not-found" ? shownPath() : null);
  const movedTo = state.status === "moved" ? state.url : null;
  useEffect(() => {
    // The post's url changed (issue 30): its old address leads to the new one, as the live server's 301 will.
    if (movedTo !== null) void navigate(blogPostPath(movedTo), { replace: true });
  }, [movedTo]);
  useEffect(() => {
    // The head is built before the post arrives; once it has, the tab and history show its title.
    if (title) document.title = document.title.includes(" | ") ? document.title.replace(/^.*? \| /, `${title} | `) : title;
  }, [title]);
  return (
    <Band>
      <Container>
        <Columns>
          <Main>
            {shown ? (
              <BlogPostView {...shown} />
            ) : (
              <Stack>
                {state.status === "not-found" ? (
                  <>
                    <h1>Post not found</h1>
                    <p>There is no post at this address. It may have moved, or drifted out of orbit.</p>
                  </>
                ) : (
                  <h1 className="visually-hidden">Blog post</h1>
                )}
                {(state.status === "loading" || state.status === "moved") && <p role="status">Loading...</p>}
                {state.status === "failed" && <FormNotice>{POST_UNAVAILABLE}</FormNotice>}
                {state.status === "failed" && <Button type="button" onClick={state.retry}>Try again</Button>}
                <Link to="/blog">Back to the blog</Link>
              </Stack>
            )}
          </Main>
          <BlogSidebar />
        </Columns>
      </Container>
    </Band>
  );
}
