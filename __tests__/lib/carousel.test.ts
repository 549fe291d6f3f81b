import { clampIndex, cycle, isVisible, lastStart, nextIndex, perViewAt, prevIndex, slideSizes } from "../../src/lib/carousel";

describe("perViewAt", () => {
  const thumbs = { perView: 5, below: [{ width: 2390, perView: 3 }, { width: 496, perView: 2 }] };
  it.each([
    [2600, 5],
    [2390, 5],
    [2389, 3],
    [992, 3],
    [496, 3],
    [495, 2],
    [320, 2],
  ])("at %i px shows %i", (width, expected) => {
    expect(perViewAt(width, thumbs)).toBe(expected);
  });

  it("uses the default when there are no rules", () => {
    expect(perViewAt(300, { perView: 1 })).toBe(1);
  });
});

describe("next and previous", () => {
  it("wraps at both ends when asked", () => {
    expect(nextIndex(2, 3, 1, true)).toBe(0);
    expect(prevIndex(0, 3, 1, true)).toBe(2);
    expect(nextIndex(16, 19, 3, true)).toBe(0);
    expect(prevIndex(0, 19, 3, true)).toBe(16);
  });

  it("stops at the ends otherwise", () => {
    expect(nextIndex(16, 19, 3, false)).toBe(16);
    expect(prevIndex(0, 19, 3, false)).toBe(0);
  });

  it("moves one step inside the range", () => {
    expect(nextIndex(4, 19, 3, true)).toBe(5);
    expect(prevIndex(4, 19, 3, true)).toBe(3);
  });

  it("treats fewer slides than places as a single position", () => {
    expect(lastStart(2, 4)).toBe(0);
    expect(nextIndex(0, 2, 4, true)).toBe(0);
  });
});

describe("clampIndex and isVisible", () => {
  it("keeps the index in range when slides per view grow", () => {
    expect(clampIndex(17, 19, 5)).toBe(14);
    expect(clampIndex(-2, 19, 5)).toBe(0);
  });

  it("says which slides are on screen", () => {
    expect([0, 1, 2, 3, 4].map((s) => isVisible(s, 1, 3))).toEqual([false, true, true, true, false]);
  });
});

describe("cycle", () => {
  it("moves through a list and wraps both ways", () => {
    expect(cycle(6, 7, 1)).toBe(0);
    expect(cycle(0, 7, -1)).toBe(6);
    expect(cycle(3, 14, 1)).toBe(4);
  });
});

describe("slideSizes", () => {
  it("gives each breakpoint its share of the viewport, narrowest first, so the first matching query is the right one", () => {
    const thumbnails = { perView: 5, below: [{ width: 2390, perView: 3 }, { width: 496, perView: 2 }] };
    expect(slideSizes(thumbnails)).toBe("(max-width: 495.98px) 50vw, (max-width: 2389.98px) 34vw, 20vw");
  });

  it("is the whole viewport for a one-slide carousel", () => {
    expect(slideSizes({ perView: 1 })).toBe("100vw");
  });
});
