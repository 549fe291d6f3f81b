import { FEED_SIZE } from "../../shared/blog";
import { FEED_QUERY, feedItems, feedOptions, type FeedPost } from "../../gatsby/feed";

/** Posts a day apart, oldest first, as a store could hand them over in any order. */
const posts: FeedPost[] = Array.from({ length: FEED_SIZE + 5 }, (_, i) => ({
  postId: i + 1,
  url: `post-${i + 1}`,
  title: `Post ${i + 1}`,
  description: `What post ${i + 1} is about`,
  publishedAt: new Date(Date.UTC(2025, 0, 1 + i, 9, 30)).toISOString(),
}));

describe("the feed's items", () => {
  const items = feedItems("https://selenova.example/", [...posts].reverse().sort((a, b) => a.url.localeCompare(b.url)));

  it("lists the 20 newest posts, newest first", () => {
    expect(FEED_SIZE).toBe(20);
    const newest = [...posts].reverse().slice(0, FEED_SIZE);
    expect(items.map((item) => item.title)).toEqual(newest.map((post) => post.title));
  });

  it("gives each its title, absolute link, publication date and description", () => {
    const [first] = items;
    const post = posts[posts.length - 1];
    expect(first).toEqual({ title: post.title, url: `https://selenova.example/blog/${post.url}`, date: post.publishedAt, description: post.description });
  });

  it("orders posts published at the same moment by id, as the API's list does", () => {
    const at = "2025-03-01T00:00:00.000Z";
    const same = feedItems("https://s.example", [1, 3, 2].map((postId) => ({ ...posts[0], postId, title: `#${postId}`, publishedAt: at })));
    expect(same.map((item) => item.title)).toEqual(["#3", "#2", "#1"]);
  });

  it("asks the build for the 20 newest and links the feed from the blog's pages only", () => {
    expect(FEED_QUERY).toContain(`limit: ${FEED_SIZE}`);
    const [feed] = feedOptions("https://selenova.example").feeds;
    expect(feed.output).toBe("/rss.xml");
    expect(feed.feed_url).toBe("https://selenova.example/rss.xml");
    const match = new RegExp(feed.match);
    expect(["/blog", "/blog/seo-is-gravity", "/blog/__post"].every((path) => match.test(path))).toBe(true);
    expect(["/", "/career", "/blogger"].some((path) => match.test(path))).toBe(false);
  });
});
