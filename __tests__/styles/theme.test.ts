import { theme } from "../../src/styles/theme";

describe("theme.scrim", () => {
  it("is the space colour at the given opacity", () => {
    expect(theme.colors.space).toBe("#05070f");
    expect(theme.scrim(0.6)).toBe("rgba(5, 7, 15, 0.6)");
    expect(theme.scrim(0.92)).toBe("rgba(5, 7, 15, 0.92)");
  });
});
