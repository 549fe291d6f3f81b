import { hasItems, imageOnRight, presentLists, titledList } from "../../src/lib/case-study-blocks";

describe("case-study blocks", () => {
  it("hasItems is true only for a list with items", () => {
    expect(hasItems(["a"])).toBe(true);
    expect(hasItems([])).toBe(false);
    expect(hasItems(null)).toBe(false);
    expect(hasItems(undefined)).toBe(false);
  });

  it("presentLists keeps the order and leaves out missing and empty lists", () => {
    expect(
      presentLists([
        ["Objectives", ["win"]],
        ["Approach", null],
        ["Deliverables", []],
        ["Involvement", ["plan", "build"]],
      ]),
    ).toEqual([
      { title: "Objectives", items: ["win"] },
      { title: "Involvement", items: ["plan", "build"] },
    ]);
  });

  it("titledList takes the data's own title, or null when there is nothing to list", () => {
    expect(titledList({ title: "Our Solution", list: ["one portal"] })).toEqual({ title: "Our Solution", items: ["one portal"] });
    expect(titledList({ title: "Empty", list: [] })).toBeNull();
    expect(titledList(null)).toBeNull();
  });

  it("Brief sections alternate, starting with the image on the left", () => {
    expect([0, 1, 2, 3].map(imageOnRight)).toEqual([false, true, false, true]);
  });
});
