/**
 * @jest-environment node
 */
import { SEARCH_TITLE_LENGTH, cutAt, pageTitle } from "../../shared/seo";

describe("the SEO panel's cuts (issue 30)", () => {
  it("writes the title as the site's <title> does", () => {
    expect(pageTitle("About", "Selenova Digital")).toBe("About | Selenova Digital");
  });

  it("keeps a text that fits, and cuts a longer one to the limit with the ellipsis, never inside a character", () => {
    expect(cutAt("  Fits   as it is ", 60)).toBe("Fits as it is");
    const long = `${"🚀".repeat(SEARCH_TITLE_LENGTH)}!`;
    const cut = cutAt(long, SEARCH_TITLE_LENGTH);
    expect(Array.from(cut)).toHaveLength(SEARCH_TITLE_LENGTH);
    expect(cut).toBe(`${"🚀".repeat(SEARCH_TITLE_LENGTH - 1)}…`);
    expect(cutAt("a".repeat(SEARCH_TITLE_LENGTH), SEARCH_TITLE_LENGTH)).toBe("a".repeat(SEARCH_TITLE_LENGTH));
  });
});
