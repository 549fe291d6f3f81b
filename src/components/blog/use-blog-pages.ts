import { useQuery } from "@apollo/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { BLOG_PAGE_QUERY, type BlogSummary } from "../../lib/apollo/queries";

export interface BlogPages {
  /** Every post loaded so far, without duplicates (the cache merges pages by id). */
  posts: BlogSummary[];
  /** A page is being fetched. */
  loading: boolean;
  /** The first page failed: nothing to show. */
  failed: boolean;
  /** A later page failed: the list stays, the next page can be asked for again. */
  moreFailed: boolean;
  /** A page came back empty: no more pages load. */
  ended: boolean;
  loadMore: () => void;
  retry: () => void;
}

/**
 * GET /blogs page after page from 1 (spec §4): a loading flag keeps loads from overlapping, and the
 * first empty page ends the list.
 */
export function useBlogPages(): BlogPages {
  const { data, loading, error, fetchMore, refetch } = useQuery(BLOG_PAGE_QUERY, {
    variables: { page: 1 },
    ssr: false,
    notifyOnNetworkStatusChange: true,
  });
  const busy = useRef(false);
  const nextPage = useRef(2);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const [ended, setEnded] = useState(false);
  const posts = data?.blogs ?? [];
  const hasData = data !== undefined;

  useEffect(() => {
    if (error) console.error("Failed to load the blog posts", error);
  }, [error]);

  const loadMore = useCallback(() => {
    if (busy.current || ended || !hasData) return;
    busy.current = true;
    setLoadingMore(true);
    setMoreFailed(false);
    fetchMore({ variables: { page: nextPage.current } })
      .then((result) => {
        if (result.data.blogs.length === 0) setEnded(true);
        else nextPage.current += 1;
      })
      .catch((failure: unknown) => {
        console.error("Failed to load more blog posts", failure);
        setMoreFailed(true);
      })
      .finally(() => {
        busy.current = false;
        setLoadingMore(false);
      });
  }, [ended, hasData, fetchMore]);

  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  return {
    posts,
    loading: loading || loadingMore,
    failed: Boolean(error) && !hasData,
    moreFailed,
    ended: ended || (hasData && posts.length === 0),
    loadMore,
    retry,
  };
}
