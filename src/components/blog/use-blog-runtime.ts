import { createContext, useCallback, useContext, useRef } from "react";
import { API_URL } from "../../lib/api-base";
import type { BlogRuntime } from "./blog-runtime";

/** Makes the blog's Apollo runtime; the default loads it as a chunk of its own, on first use. */
export type BlogRuntimeLoader = () => Promise<BlogRuntime>;

export const loadBlogRuntime: BlogRuntimeLoader = () =>
  import(/* webpackChunkName: "blog-runtime" */ "./blog-runtime").then(({ BlogRuntime: Runtime }) => new Runtime({ uri: API_URL }));

/** Which loader the blog's hooks use (tests give one with their own fetch). */
export const BlogRuntimeContext = createContext<BlogRuntimeLoader>(loadBlogRuntime);

/**
 * The page's runtime, loaded once per mount when first asked for (a fresh Apollo cache per visit, as
 * RuntimeApollo gives careers). `prepare` runs once on it as it arrives, before anyone uses it.
 */
export function useBlogRuntime(prepare: (runtime: BlogRuntime) => void): () => Promise<BlogRuntime> {
  const load = useContext(BlogRuntimeContext);
  const pending = useRef<Promise<BlogRuntime> | null>(null);
  const prepareRef = useRef(prepare);
  prepareRef.current = prepare;
  return useCallback(() => {
    pending.current ??= load().then((runtime) => {
      prepareRef.current(runtime);
      return runtime;
    });
    return pending.current;
  }, [load]);
}
