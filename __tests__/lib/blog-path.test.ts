import { blogPostPath, postUrlFromPath } from "../../src/lib/blog-path";

describe("blog paths", () => {
  it("links a post at /blog/<url>", () => {
    expect(blogPostPath("seo-is-gravity")).toBe("/blog/seo-is-gravity");
    expect(blogPostPath("a b/c")).toBe("/blog/a%20b%2Fc");
  });

  it("reads the url back from the address", () => {
    expect(postUrlFromPath("/blog/seo-is-gravity")).toBe("seo-is-gravity");
    expect(postUrlFromPath("/blog/seo-is-gravity/")).toBe("seo-is-gravity");
    expect(postUrlFromPath("/blog/a%20b%2Fc")).toBe("a b/c");
  });

  it("gives '' when the address holds no post or cannot be decoded", () => {
    expect(postUrlFromPath("/blog")).toBe("");
    expect(postUrlFromPath("/blog/")).toBe("");
    expect(postUrlFromPath("/career")).toBe("");
    expect(postUrlFromPath("/blog/%E0%A4%A")).toBe("");
  });
});
