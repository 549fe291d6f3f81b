import { DESCRIPTION_LENGTH, describe as describeText } from "../../shared/excerpt";

describe("describe (a post's meta description: about 155 characters, cut at a word)", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

  it("keeps a text that fits whole, with whitespace collapsed", () => {
    expect(describeText("  Rockets   do not\nleave on a hunch.  ")).toBe("Rockets do not leave on a hunch.");
    const exact = "a".repeat(DESCRIPTION_LENGTH);
    expect(describeText(exact)).toBe(exact);
  });

  it("cuts a longer text after its last whole word, within the limit with the ellipsis", () => {
    const text = words(60);
    const cut = describeText(text);
    expect(DESCRIPTION_LENGTH).toBe(155);
    expect(cut.endsWith("…")).toBe(true);
    expect(Array.from(cut).length).toBeLessThanOrEqual(DESCRIPTION_LENGTH);
    const kept = cut.slice(0, -1);
    // Whole words only, and the next word of the text would not have fitted.
    expect(text.startsWith(`${kept} `)).toBe(true);
    const next = text.slice(kept.length + 1).split(" ")[0];
    expect(Array.from(`${kept} ${next}…`).length).toBeGreaterThan(DESCRIPTION_LENGTH);
  });

  it("keeps a word that ends exactly at the limit", () => {
    // 9 characters of text, then a space: "abcd efgh" + "…" is 10.
    expect(describeText("abcd efgh ijkl", 10)).toBe("abcd efgh…");
  });

  it("leaves no punctuation or space before the ellipsis", () => {
    expect(describeText("Launch day, orbit; then: the moon and beyond", 20)).toBe("Launch day, orbit…");
    expect(describeText("One two. Three four five", 10)).toBe("One two…");
  });

  it("cuts inside a first word longer than the limit, counting code points", () => {
    expect(describeText("🚀".repeat(20), 6)).toBe("🚀🚀🚀🚀🚀…");
  });
});
