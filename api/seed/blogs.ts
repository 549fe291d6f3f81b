/** All seed posts, plus one clearly named XSS probe used by the site's sanitiser tests. */
import type { BlogInput } from "../store/blogs";
import { imageFileFor, toBlog } from "./post";
import { POSTS_1 } from "./posts-1";
import { POSTS_2 } from "./posts-2";
import { POSTS_3 } from "./posts-3";

export const SEED_POSTS = [...POSTS_1, ...POSTS_2, ...POSTS_3];

export const XSS_PROBE_URL = "xss-probe-sanitiser-test";

/**
 * XSS probe (test fixture): the body carries an onerror handler, a script tag and a javascript: link
 * within its first 200 characters, so both the list excerpt and the post page must sanitise it.
 * The site's tests assert window.__xss stays undefined. Dated to sit third on page 1.
 */
export const XSS_PROBE_POST: BlogInput = {
  url: XSS_PROBE_URL,
  title: "XSS Probe Post (sanitiser test)",
  imageFile: imageFileFor(XSS_PROBE_URL),
  blog:
    '<p>XSS probe.<img src=x onerror="window.__xss=1"></p><script>window.__xss=2</script>' +
    '<p><a href="javascript:window.__xss=3">probe link</a></p>' +
    "<h2>Why this post exists</h2><p>It proves that post HTML is sanitised before it is shown.</p>",
  createdAt: "2025-09-10T09:30:00.000Z",
};

export const SEED_BLOGS: BlogInput[] = [...SEED_POSTS.map(toBlog), XSS_PROBE_POST];
