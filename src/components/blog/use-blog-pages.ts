import { useCallback, useEffect, useRef, useState } from "react";
import { API_URL } from "../../lib/api-base";
import type { BlogSummary } from "../../lib/apollo/queries";
import { mergeUniqueById } from "../../lib/merge-by-id";
import { blogListRequestUrl, takeEarlyAnswer, type EarlyAnswer } from "./early-request";
import { useBlogRuntime } from "./use-blog-runtime";

export interface BlogPages {
  /** Every post loaded so far, without duplicates (the cache merges pages by id). */
  posts: BlogSummary[];
  /** A page is being fetched (and the list shows "Loading..."). */
  loading: boolean;
  /**
   * The build's first page is shown and the API's is on its way (quietly: the list is complete to look
   * at); no further page loads until it has come.
   */
  refreshing: boolean;
  /** The first page failed: nothing to show. */
  failed: boolean;
  /** A later page failed: the list stays, the next page can be asked for again. */
  moreFailed: boolean;
  /** A page came back empty: no more pages load. */
  ended: boolean;
  loadMore: () => void;
  retry: () => void;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The posts of an early /blogs answer, with the fields the list query asks for; throws as Apollo's link would. */
export function pageFromAnswer({ status, body }: EarlyAnswer): BlogSummary[] {
  if (status < 200 || status > 299) throw new Error(`GET /blogs?page=1 answered ${status}`);
  if (!Array.isArray(body) || !body.every(isRecord)) throw new Error("Invalid data structure");
  return body.map(({ id, title, url, image, blog }) => ({ id, title, url, image, blog }) as BlogSummary);
}

const byId = (post: BlogSummary) => post.id;

/**
 * GET /blogs page after page from 1 (spec §4): a loading flag keeps loads from overlapping, and the
 * first empty page ends the list. Page 1 comes from the request the page's HTML started, when there is
 * one (early-request.ts), so the first cards need no Apollo; Apollo loads the later pages and its cache
 * merges them (page 1 is written into it first).
 *
 * `initial` is the first page as the build read it (pre-rendered `/blog`): the list starts with it, on
 * the server and at hydration alike, and the API's page 1 replaces it when it comes. If it cannot come,
 * the build's page stays and counts as page 1 for the pages after it.
 */
export function useBlogPages(initial: readonly BlogSummary[] = []): BlogPages {
  const prebuilt = useRef(initial);
  const earlyPage = useRef<BlogSummary[] | null>(null);
  const runtime = useBlogRuntime((loaded) => {
    if (earlyPage.current) loaded.storePage(1, earlyPage.current);
    earlyPage.current = null;
  });
  const [posts, setPosts] = useState<BlogSummary[]>(() => [...initial]);
  const [hasData, setHasData] = useState(initial.length > 0);
  const [loading, setLoading] = useState(initial.length === 0);
  const [refreshing, setRefreshing] = useState(initial.length > 0);
  const [failed, setFailed] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [ended, setEnded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const busy = useRef(false);
  const nextPage = useRef(2);

  useEffect(() => {
    let live = true;
    busy.current = true;
    // With the build's page on screen, the first answer comes quietly; a retry (no posts) says Loading...
    const quiet = attempt === 0 && prebuilt.current.length > 0;
    if (!quiet) setLoading(true);
    setFailed(false);
    const early = attempt === 0 ? takeEarlyAnswer(blogListRequestUrl(API_URL)) : null;
    const first = early
      ? early.then((answer) => {
          const page = pageFromAnswer(answer);
          earlyPage.current = page;
          return { page, list: mergeUniqueById(undefined, page, byId) };
        })
      : runtime().then((loaded) => loaded.page(1));
    first
      .then(({ page, list }) => {
        if (!live) return;
        setPosts(list);
        setHasData(true);
        if (page.length === 0) setEnded(true);
      })
      .catch((failure: unknown) => {
        console.error("Failed to load the blog posts", failure);
        if (!live) return;
        if (!quiet) setFailed(true);
        // The build's page stays; Apollo's cache takes it as page 1, so the next pages merge after it.
        else if (early) earlyPage.current = [...prebuilt.current];
        else void runtime().then((loaded) => loaded.storePage(1, prebuilt.current), () => undefined);
      })
      .finally(() => {
        busy.current = false;
        if (!live) return;
        setLoading(false);
        setRefreshing(false);
      });
    return () => {
      live = false;
    };
  }, [attempt, runtime]);

  const loadMore = useCallback(() => {
    if (busy.current || ended || !hasData || refreshing) return;
    busy.current = true;
    setLoading(true);
    setMoreFailed(false);
    runtime()
      .then((loaded) => loaded.page(nextPage.current))
      .then(({ page, list }) => {
        if (page.length === 0) setEnded(true);
        else {
          nextPage.current += 1;
          setPosts(list);
        }
      })
      .catch((failure: unknown) => {
        console.error("Failed to load more blog posts", failure);
        setMoreFailed(true);
      })
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, [ended, hasData, refreshing, runtime]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  return { posts, loading, refreshing, failed, moreFailed, ended, loadMore, retry };
}
