/** The content screens' data: react-query over the content API, and the screens' addresses under /admin/content. */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useCreatePath } from "react-admin";
import { contentApi, type LoadedCollection } from "./api";

export const useCollections = () => useQuery({ queryKey: ["content"], queryFn: contentApi.collections });

export const useCollection = (collection: string) =>
  useQuery({ queryKey: ["content", collection], queryFn: () => contentApi.load(collection) });

export const useHistory = (collection: string) =>
  useQuery({ queryKey: ["content", collection, "history"], queryFn: () => contentApi.history(collection) });

/** After a save or restore: this collection's data is `loaded`; the list and the history are read again. */
export function useStored() {
  const queryClient = useQueryClient();
  return useCallback(
    (loaded: LoadedCollection) => {
      queryClient.setQueryData(["content", loaded.collection], loaded);
      void queryClient.invalidateQueries({ queryKey: ["content"], exact: true });
      void queryClient.invalidateQueries({ queryKey: ["content", loaded.collection, "history"] });
    },
    [queryClient],
  );
}

/** Addresses of the content screens (with the console's base in front). */
export function useContentPaths() {
  const createPath = useCreatePath();
  const root = createPath({ resource: "content", type: "list" });
  return {
    root,
    collection: (collection: string) => `${root}/${encodeURIComponent(collection)}`,
    entry: (collection: string, entry: number | "new", copy?: number) =>
      `${root}/${encodeURIComponent(collection)}/${entry}${copy === undefined ? "" : `?copy=${copy}`}`,
    history: (collection: string) => `${root}/${encodeURIComponent(collection)}/history`,
  };
}

/** The message of a failed call. */
export const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : "The console could not reach the server. Try again.";

export const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;
