/**
 * The blog's Apollo side, loaded on demand (`loadBlogRuntime`) so that neither Apollo nor GraphQL is in
 * the JavaScript a blog page needs before its first words and image: each page's first answer comes
 * from the request its HTML started (early-request.ts) and is handed to Apollo's cache when Apollo
 * arrives; every later request (the next pages, a retry, a visit through the router) goes through it.
 */
import type { ApolloClient, NormalizedCacheObject } from "@apollo/client";
import { createApolloClient } from "../../lib/apollo/client";
import { BLOG_PAGE_QUERY, BLOG_POST_QUERY, type BlogPostData, type BlogSummary } from "../../lib/apollo/queries";

export interface BlogRuntimeOptions {
  /** The API base, e.g. API_URL. */
  uri: string;
  /** A fetch to use instead of the browser's (tests). */
  fetch?: typeof fetch;
}

/** What the blog pages ask Apollo for. One per page visit, with its own cache (as RuntimeApollo). */
export class BlogRuntime {
  readonly client: ApolloClient<NormalizedCacheObject>;
  private readonly uri: string;
  private readonly fetchAnswer: typeof globalThis.fetch;

  constructor({ uri, fetch }: BlogRuntimeOptions) {
    this.client = createApolloClient({ uri, fetch });
    this.uri = uri;
    this.fetchAnswer = fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  /**
   * GET /blog-moved/<url> (issue 30): the url a post formerly at this one has now, or null (none, or
   * the API could not say: the visitor then reads "Post not found", as before).
   */
  async movedTo(url: string): Promise<string | null> {
    try {
      const response = await this.fetchAnswer(`${this.uri}/blog-moved/${encodeURIComponent(url)}`);
      if (response.status !== 200) return null;
      const body = (await response.json()) as { url?: unknown } | null;
      return typeof body?.url === "string" && body.url !== url ? body.url : null;
    } catch {
      return null;
    }
  }

  /**
   * GET /blogs?page=N: returns the page as the API sent it (an empty page ends the list) and the whole
   * list so far, merged in Apollo's cache without repeated ids. A body that is not an array rejects.
   */
  async page(page: number): Promise<{ page: BlogSummary[]; list: BlogSummary[] }> {
    const { data } = await this.client.query({ query: BLOG_PAGE_QUERY, variables: { page }, fetchPolicy: "no-cache" });
    return { page: data.blogs, list: this.storePage(page, data.blogs) };
  }

  /** Writes a page that arrived without Apollo (the early request) into the cache; returns the merged list. */
  storePage(page: number, posts: readonly BlogSummary[]): BlogSummary[] {
    const blogs = posts.map((post) => ({ ...post, __typename: "BlogPost" }));
    this.client.writeQuery({ query: BLOG_PAGE_QUERY, variables: { page }, data: { blogs } });
    return this.client.readQuery({ query: BLOG_PAGE_QUERY, variables: { page: 1 } })?.blogs ?? [];
  }

  /** GET /blog/<url> (url not yet encoded): the post, or null for a 404. */
  async post(url: string): Promise<BlogPostData | null> {
    const { data } = await this.client.query({ query: BLOG_POST_QUERY, variables: { url: encodeURIComponent(url) }, fetchPolicy: "network-only" });
    return data.post;
  }

  /** Writes a post that arrived without Apollo (the early request) into the cache. */
  storePost(url: string, post: BlogPostData): void {
    const data = { post: { ...post, __typename: "BlogPost" } };
    this.client.writeQuery({ query: BLOG_POST_QUERY, variables: { url: encodeURIComponent(url) }, data });
  }
}
