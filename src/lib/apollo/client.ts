/**
 * The runtime data client: Apollo Client 3 over apollo-link-rest, reading the provider API (spec §7).
 * Only the careers and blog pages import this module, so Apollo never lands in the shared app chunk.
 */
import { ApolloClient, InMemoryCache, type FieldMergeFunction, type NormalizedCacheObject } from "@apollo/client";
import { RestLink } from "apollo-link-rest";
import { mergeUniqueById } from "../merge-by-id";

/** GET /blogs pages are stored as one list: each page appends its posts, leaving out ids already seen. */
export const mergeBlogPages: FieldMergeFunction<unknown[], unknown> = (existing, incoming, { readField }) =>
  Array.isArray(incoming)
    ? mergeUniqueById(existing, incoming, (post) => readField("id", post as never))
    : (existing ?? []);

export interface ApolloClientOptions {
  /** The API base, e.g. API_URL. */
  uri: string;
  /** A fetch to use instead of the browser's (tests). */
  fetch?: typeof fetch;
}

/** The @rest endpoint of GET /blogs: a body that is not an array is an error, not an empty page. */
export const BLOG_LIST_ENDPOINT = "blogList";

async function requireArray(response: Response): Promise<unknown[]> {
  const body: unknown = await response.json();
  if (!Array.isArray(body)) throw new Error("Invalid data structure");
  return body;
}

export function createApolloClient({ uri, fetch: customFetch }: ApolloClientOptions): ApolloClient<NormalizedCacheObject> {
  return new ApolloClient({
    link: new RestLink({
      uri,
      customFetch,
      endpoints: { [BLOG_LIST_ENDPOINT]: { uri, responseTransformer: requireArray } },
    }),
    cache: new InMemoryCache({
      typePolicies: {
        Query: { fields: { blogs: { keyArgs: false, merge: mergeBlogPages } } },
      },
    }),
  });
}
