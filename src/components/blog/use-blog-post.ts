import { useQuery } from "@apollo/client";
import { useEffect } from "react";
import { BLOG_POST_QUERY, type BlogPostData } from "../../lib/apollo/queries";

export type BlogPostState =
  | { status: "loading" }
  | { status: "ready"; post: BlogPostData }
  | { status: "not-found" }
  | { status: "failed"; retry: () => void };

const isPost = (post: BlogPostData): boolean =>
  typeof post.title === "string" && typeof post.blog === "string" && typeof post.created_at === "string";

/** GET /blog/<url> (spec §7); a 404 (or no url) is "not-found", any other failure is logged. */
export function useBlogPost(url: string): BlogPostState {
  const { data, loading, error, refetch } = useQuery(BLOG_POST_QUERY, {
    variables: { url: encodeURIComponent(url) },
    skip: url === "",
    ssr: false,
    notifyOnNetworkStatusChange: true,
  });
  const post = data?.post;
  const invalid = Boolean(post) && !isPost(post as BlogPostData);

  useEffect(() => {
    if (error) console.error("Failed to load the blog post", error);
  }, [error]);
  useEffect(() => {
    if (invalid) console.error("Invalid data structure", post);
  }, [invalid, post]);

  if (url === "") return { status: "not-found" };
  if (loading || (!data && !error)) return { status: "loading" };
  if (error || invalid) return { status: "failed", retry: () => void refetch().catch(() => undefined) };
  return post ? { status: "ready", post } : { status: "not-found" };
}
