/**
 * The staff console's addresses, in one place.
 *
 * `isConsolePath`: the console's own pages as the site routes them (/admin and below): they bring their own
 * frame and styles (src/wrap.tsx, gatsby-ssr.tsx). Case-sensitive like the routes themselves: `/Admin/x` is
 * not a console page, so it keeps the site's frame (the not-found page it gets was pre-rendered with it).
 *
 * `isConsoleAddress`: what the site's analytics and not-found reports leave out, however it is spelled
 * (`/Admin/x` too), as the API's own check does (api/analytics/event-input.ts).
 */
export const isConsolePath = (pathname: string): boolean => /^\/admin(\/|$)/.test(pathname);

export const isConsoleAddress = (pathname: string): boolean => /^\/admin(\/|$)/i.test(pathname);
