import { neighbours, revealIndex, withRange } from "../../src/lib/selection";

describe("neighbours", () => {
  it("wraps at both ends", () => {
    expect(neighbours(0, 3)).toEqual({ previous: 2, next: 1 });
    expect(neighbours(1, 3)).toEqual({ previous: 0, next: 2 });
    expect(neighbours(2, 3)).toEqual({ previous: 1, next: 0 });
  });
});

describe("revealIndex", () => {
  it("leaves the strip alone when the target is on screen", () => {
    expect(revealIndex(4, 4, 3)).toBe(4);
    expect(revealIndex(4, 6, 3)).toBe(4);
  });

  it("scrolls back to a target before the strip", () => {
    expect(revealIndex(4, 1, 3)).toBe(1);
  });

  it("scrolls just far enough forward to show a target after it", () => {
    expect(revealIndex(0, 5, 3)).toBe(3);
    expect(revealIndex(0, 18, 5)).toBe(14);
  });

  it("treats a zero view as one item", () => {
    expect(revealIndex(0, 2, 0)).toBe(2);
  });
});

describe("withRange", () => {
  it("adds a run of positions, or returns the same set when nothing is new", () => {
    const start = withRange(new Set<number>(), 0, 3);
    expect([...start]).toEqual([0, 1, 2]);
    expect(withRange(start, 1, 2)).toBe(start);
    expect([...withRange(start, 2, 3)].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
  });
});
