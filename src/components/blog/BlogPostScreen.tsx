import { Link } from "gatsby";
import React, { useEffect } from "react";
import styled from "styled-components";
import { below } from "../../styles/media";
import { FormNotice } from "../forms/FormNotice";
import { Button } from "../ui/Button";
import { Band, Container } from "../ui/Container";
import { BlogPostView } from "./BlogPostView";
import { BlogSidebar } from "./BlogSidebar";
import { useBlogPost } from "./use-blog-post";

export interface BlogPostScreenProps {
  /** The post's url slug, from the address. */
  url: string;
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

/** /blog/<url>: the post with its sidebar, or loading, a notice on failure, or not found. */
export function BlogPostScreen({ url }: BlogPostScreenProps) {
  const state = useBlogPost(url);
  const title = state.status === "ready" ? state.post.title : null;
  useEffect(() => {
    // The head is built before the post arrives; once it has, the tab and history show its title.
    if (title) document.title = document.title.includes(" | ") ? document.title.replace(/^.*? \| /, `${title} | `) : title;
  }, [title]);
  return (
    <Band>
      <Container>
        <Columns>
          <Main>
            {state.status === "ready" ? (
              <BlogPostView post={state.post} />
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
                {state.status === "loading" && <p role="status">Loading...</p>}
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
