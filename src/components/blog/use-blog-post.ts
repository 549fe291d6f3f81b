import { startTransition, useCallback, useEffect, useRef, useState } from "react";
import { API_URL } from "../../lib/api-base";
import type { BlogPostData } from "../../lib/apollo/queries";
import { blogPostRequestUrl, takeEarlyAnswer, type EarlyAnswer } from "./early-request";
import { useBlogRuntime } from "./use-blog-runtime";

export type BlogPostState =
  | { status: "loading" }
  | { status: "ready"; post: BlogPostData }
  | { status: "not-found" }
  /** Staff changed the post's url (issue 30): it is now at /blog/<url>. */
  | { status: "moved"; url: string }
  | { status: "failed"; retry: () => void };

type Settled = { status: "ready"; post: BlogPostData } | { status: "not-found" } | { status: "moved"; url: string } | { status: "failed" };

const isPost = (post: BlogPostData): boolean =>
  typeof post.title === "string" && typeof post.blog === "string" && typeof post.created_at === "string";

/** The post of an early /blog/<url> answer (null for a 404), with the fields the post query asks for. */
export function postFromAnswer({ status, body }: EarlyAnswer): BlogPostData | null {
  if (status === 404) return null;
  if (status < 200 || status > 299) throw new Error(`GET /blog/<url> answered ${status}`);
  if (typeof body !== "object" || body === null) throw new Error("Invalid data structure");
  const { id, title, url, image, blog, created_at } = body as Record<string, unknown>;
  return { id, title, url, image, blog, created_at } as BlogPostData;
}

/**
 * GET /blog/<url> (spec §7); a 404 (or no url) is "not-found", any other failure is logged. The first
 * answer comes from the request the page's HTML started, when there is one (early-request.ts), so the
 * post shows without waiting for Apollo; a retry, or a visit through the router, asks through Apollo.
 */
export function useBlogPost(url: string): BlogPostState {
  const earlyPost = useRef<BlogPostData | null>(null);
  const runtime = useBlogRuntime((loaded) => {
    if (earlyPost.current) loaded.storePost(url, earlyPost.current);
    earlyPost.current = null;
  });
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: Settled } | null>(null);
  const key = `${attempt}:${url}`;

  useEffect(() => {
    if (url === "") return undefined;
    let live = true;
    const early = attempt === 0 ? takeEarlyAnswer(blogPostRequestUrl(API_URL, url)) : null;
    const request = early ? early.then(postFromAnswer) : runtime().then((loaded) => loaded.post(url));
    // The answer re-renders the post in a transition: in slices that yield to the browser, not one long task.
    const settle = (state: Settled) => live && startTransition(() => setSettled({ key: `${attempt}:${url}`, state }));
    request.then(
      (post) => {
        if (post && !isPost(post)) {
          console.error("Invalid data structure", post);
          settle({ status: "failed" });
          return;
        }
        if (early && post) earlyPost.current = post;
        if (post) return settle({ status: "ready", post });
        // No post here: perhaps its url changed; then it leads to the new address (issue 30).
        runtime()
          .then((loaded) => loaded.movedTo(url))
          .then(
            (moved) => settle(moved ? { status: "moved", url: moved } : { status: "not-found" }),
            () => settle({ status: "not-found" }),
          );
      },
      (failure: unknown) => {
        console.error("Failed to load the blog post", failure);
        settle({ status: "failed" });
      },
    );
    return () => {
      live = false;
    };
  }, [url, attempt, runtime]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (url === "") return { status: "not-found" };
  if (!settled || settled.key !== key) return { status: "loading" };
  return settled.state.status === "failed" ? { status: "failed", retry } : settled.state;
}
