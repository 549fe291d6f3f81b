import fs from "node:fs";
import path from "node:path";
import { sortByTitle } from "../../src/lib/case-study-order";

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe("sortByTitle", () => {
  it("orders alphabetically, ignoring case, accents and punctuation", () => {
    const items = [{ title: "brewbloom Café" }, { title: "Axlecraft's App" }, { title: "A Data Platform" }, { title: "Cafe Zed" }, { title: "Brewbloom Cafe" }];
    expect(titles(sortByTitle(items))).toEqual(["A Data Platform", "Axlecraft's App", "brewbloom Café", "Brewbloom Cafe", "Cafe Zed"]);
  });

  it("sorts numbers by value", () => {
    expect(titles(sortByTitle([{ title: "Season 10" }, { title: "Season 2" }]))).toEqual(["Season 2", "Season 10"]);
  });

  it("returns a new array and leaves the input alone", () => {
    const items = [{ title: "B" }, { title: "A" }];
    const sorted = sortByTitle(items);
    expect(titles(items)).toEqual(["B", "A"]);
    expect(titles(sorted)).toEqual(["A", "B"]);
  });

  it("puts the real case studies in the order the list page shows", () => {
    const file = path.join(process.cwd(), "data", "case-studies.json");
    const { caseStudies } = JSON.parse(fs.readFileSync(file, "utf8")) as { caseStudies: { title: string }[] };
    const sorted = titles(sortByTitle(caseStudies));
    expect(sorted).toHaveLength(19);
    expect(sorted.slice(0, 3)).toEqual(["A Data Platform for Quantlane", "Admissions Season for Nakshatra Learning", "Axlecraft's Dealer Network App"]);
    expect(sorted[sorted.length - 1]).toBe("Ziva Fitness Goes Generative");
  });
});
