/**
 * The first API request of a blog page, started by the page's own HTML (an inline script in its head)
 * instead of after the app's bundles, the page chunk and Apollo have loaded. The script also asks for
 * the first image, with a standard `<link rel="preload" as="image" fetchpriority="high">`, the moment
 * the answer names it. The app takes the answer once (`takeEarlyAnswer`); later requests (the next
 * pages, a retry, a visit through the router, where the script does not run) go through Apollo.
 */

/** Where the script leaves the request on `window`. */
export const EARLY_REQUEST_KEY = "__selenovaBlogEarly";

/** The API's answer as the app needs it: the status, and the parsed body of a 2xx. */
export interface EarlyAnswer {
  status: number;
  body?: unknown;
}

interface EarlyRequest {
  url: string;
  answer: Promise<EarlyAnswer>;
}

type WithEarlyRequest = Window & { [EARLY_REQUEST_KEY]?: EarlyRequest };

/** GET /blogs?page=1: the first page of the list. */
export const blogListRequestUrl = (api: string): string => `${api}/blogs?page=1`;

/** GET /blog/<url>, the post's url encoded as one path segment. */
export const blogPostRequestUrl = (api: string, url: string): string => `${api}/blog/${encodeURIComponent(url)}`;

export interface EarlyRequestOptions {
  /**
   * Preload the first image the answer names (default true): for pages whose HTML has no post yet. A
   * pre-rendered page already shows the build's image, so it leaves the API's alone.
   */
  preloadImage?: boolean;
}

/**
 * The inline script for a blog page's head: "list" asks for /blogs?page=1, "post" for the post named by
 * the address (/blog/<url>, decoded and encoded again as `blogPostRequestUrl` and `postUrlFromPath` do).
 * It runs only while the document is being parsed (a first visit): when the router adds it to the head
 * of a later page, the page asks through Apollo itself. A failed request is left for the app to report.
 */
export function earlyRequestScript(api: string, kind: "list" | "post", { preloadImage = true }: EarlyRequestOptions = {}): string {
  const args = [JSON.stringify(api), kind === "list" ? "1" : "0", JSON.stringify(EARLY_REQUEST_KEY)].join(",").replace(/</g, "\\u003c");
  const preload =
    `answer.then(function(a){var b=a.body,p=list?(Array.isArray(b)?b[0]:null):b,src=p&&p.image;` +
    `if(typeof src!=="string"||!/^https?:\\/\\//i.test(src))return;var l=d.createElement("link");` +
    `l.rel="preload";l.setAttribute("as","image");l.href=src;l.setAttribute("fetchpriority","high");d.head.appendChild(l)},function(){})`;
  return (
    `(function(w,d,api,list,key){if(d.readyState!=="loading"||w[key])return;var url;` +
    `if(list)url=api+"/blogs?page=1";else{var m=/^\\/blog\\/(.+?)\\/?$/.exec(w.location.pathname);if(!m)return;` +
    `try{url=api+"/blog/"+encodeURIComponent(decodeURIComponent(m[1]))}catch(e){return}}` +
    `var answer=fetch(url,{credentials:"same-origin"}).then(function(r){return r.ok?r.json().then(function(b){return{status:r.status,body:b}}):{status:r.status}});` +
    `w[key]={url:url,answer:answer};` +
    // Without the preload's handler, a refused request must not count as unhandled before the app takes it.
    (preloadImage ? preload : "answer.then(null,function(){})") +
    `})(window,document,${args})`
  );
}

/**
 * The early answer for `requestUrl`, once: the request the page's HTML started, or null when there is
 * none for that URL (or it was already taken). It rejects as fetch does when the API cannot be reached.
 */
export function takeEarlyAnswer(requestUrl: string): Promise<EarlyAnswer> | null {
  if (typeof window === "undefined") return null;
  const holder = window as WithEarlyRequest;
  const early = holder[EARLY_REQUEST_KEY];
  if (!early || early.url !== requestUrl) return null;
  delete holder[EARLY_REQUEST_KEY];
  return early.answer;
}

/**
 * Preload links for the Gatsby data a blog page needs before it can render anything of its own: the
 * page's page-data (the post pages share /blog/__post's) and app-data. The router fetches them only
 * once its bundles have run, one round trip before it even asks for the page's chunk; preloaded with
 * the HTML, they are there when it asks (an XHR without credentials, as `crossOrigin="anonymous"`).
 */
export const pageDataPreloads = (pageDataPath: string): { href: string }[] => [
  { href: `/page-data${pageDataPath === "/" ? "/index" : pageDataPath}/page-data.json` },
  { href: "/page-data/app-data.json" },
];
