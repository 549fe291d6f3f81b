import { BLOG_EXCERPT_LENGTH, excerpt } from "../../src/lib/excerpt";

describe("excerpt (spec §9: 200 characters)", () => {
  it("keeps a short text whole, with whitespace collapsed", () => {
    expect(excerpt("  Rockets   do not\nleave  ")).toBe("Rockets do not leave");
  });

  it("cuts at 200 characters and marks the cut", () => {
    const text = "a".repeat(250);
    const cut = excerpt(text);
    expect(BLOG_EXCERPT_LENGTH).toBe(200);
    expect(cut).toBe(`${"a".repeat(200)}…`);
    expect(excerpt("b".repeat(200))).toBe("b".repeat(200));
  });

  it("counts code points, never splitting an emoji or accented letter", () => {
    const text = "🚀".repeat(5) + "é".repeat(5);
    expect(excerpt(text, 6)).toBe("🚀🚀🚀🚀🚀é…");
  });

  it("does not leave a space before the ellipsis", () => {
    expect(excerpt("one two three", 4)).toBe("one…");
  });
});
