import { perViewAt } from "../../src/lib/carousel";
import { counterSliderLayout, IMAGE_CAROUSEL_LAYOUT } from "../../src/lib/case-study-carousels";

describe("counterSliderLayout", () => {
  it("is no slider with four counters or fewer", () => {
    for (const count of [0, 1, 2, 3, 4]) expect(counterSliderLayout(count)).toBeNull();
  });

  it("shows six on wide screens, then 3 under 992, 2 under 496 and 1 under 368 px", () => {
    const layout = counterSliderLayout(6);
    if (!layout) throw new Error("expected a slider");
    expect([1280, 992, 991, 496, 495, 368, 367].map((width) => perViewAt(width, layout))).toEqual([6, 6, 3, 3, 2, 2, 1]);
  });

  it("shows all five of five on wide screens, and slides below 992 px", () => {
    const layout = counterSliderLayout(5);
    if (!layout) throw new Error("expected a slider");
    expect(perViewAt(1280, layout)).toBe(5);
    expect(perViewAt(800, layout)).toBe(3);
  });
});

describe("IMAGE_CAROUSEL_LAYOUT", () => {
  it("shows 3 images, 2 under 992 px and 1 under 496 px", () => {
    expect([1280, 992, 991, 496, 495, 320].map((width) => perViewAt(width, IMAGE_CAROUSEL_LAYOUT))).toEqual([3, 3, 2, 2, 1, 1]);
  });
});
