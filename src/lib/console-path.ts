/**
 * The staff console's pages (/admin and below): they bring their own frame and styles (src/wrap.tsx,
 * gatsby-ssr.tsx) and are never counted by the site's analytics or its not-found reports. One rule for all.
 */
export const isConsolePath = (pathname: string): boolean => /^\/admin(\/|$)/i.test(pathname);
