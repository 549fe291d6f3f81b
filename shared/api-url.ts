/**
 * Where the provider API answers when nothing says otherwise: the site's GATSBY_API_URL default (build
 * time and the browser bundle) and the API's own API_PUBLIC_URL default.
 */
export const DEFAULT_API_URL = "http://localhost:8000";
