/** @jest-environment node */
import path from "path";
import { SPEC_FIXED_TEXTS } from "../../e2e/copy/spec-fixed-texts";
import { dataTexts, dayForms, plainText, prepare, unsourcedSentences } from "../../e2e/copy/unsourced";

/** The walk's text matching (e2e/copy-from-data.spec.ts, issue 30), on text shaped like the pages' innerText. */
const prepared = prepare({ texts: [...dataTexts(path.join(__dirname, "../../data")), ...SPEC_FIXED_TEXTS] });

describe("unsourcedSentences", () => {
  it("lets through data's sentences, headlines without their tags, composed addresses and filled-in templates", () => {
    const visible = [
      "We launch brands beyond the ordinary",
      "Eight practices under one roof, from the first brand sketch to the support desk that answers at midnight.",
      "4th Floor, Crescent Orbit House, 12 Sakal Nagar Lane, Baner",
      "One headquarters, 5 more cities, and a crew ready to pick up the phone.",
      "Inside the agency, only the sales team and the agency's administrators. Nobody outside the agency sees it.",
      "730 days (2 years) after the last change to it, then it is erased automatically.",
      "Last updated: 1 January 2025",
      "Oops! You lost in Space",
      "City, state/province or country",
    ].join("\n");
    expect(unsourcedSentences(visible, prepared)).toEqual([]);
  });

  it("finds a sentence written in code, and one a data sentence was glued to", () => {
    const visible = [
      "Pick a practice to see how our crew plans, builds and runs it, or mix several into one mission.",
      "Our crew writes its own sentences in the components.",
      "Navigate your next project with us! And this sentence was added in the code afterwards.",
    ].join("\n");
    expect(unsourcedSentences(visible, prepared)).toEqual([
      "Our crew writes its own sentences in the components.",
      "And this sentence was added in the code afterwards.",
    ]);
  });

  it("reads a text shown in capitals (CSS text-transform) as the data's, and reports a sentence as shown", () => {
    const shown = prepare({ texts: ["OrbitCart", "Ecommerce growth campaign"] });
    expect(unsourcedSentences("ORBITCART · ECOMMERCE GROWTH CAMPAIGN", shown)).toEqual([]);
    expect(unsourcedSentences("ORBITCART · A CAMPAIGN NAMED ONLY IN THE CODE", shown)).toEqual(["A CAMPAIGN NAMED ONLY IN THE CODE"]);
  });

  it("accepts an excerpt cut from a post's body", () => {
    const post = prepare({ texts: ["<h2>Why it matters</h2><p>Search engines read titles first. They show about sixty characters &amp; cut the rest.</p>"] });
    expect(unsourcedSentences("Why it matters Search engines read titles first. They show about sixty…", post)).toEqual([]);
    expect(unsourcedSentences("They show about sixty characters of a made-up sentence.", post)).toEqual(["They show about sixty characters of a made-up sentence."]);
  });
});

describe("plainText and dayForms", () => {
  it("reads HTML as a visitor does, and writes days as the site does", () => {
    expect(plainText("We launch <span>brands</span><br>beyond &amp; above")).toBe("We launch brands\nbeyond & above");
    expect(dayForms("2025-01-05T10:00:00.000Z")).toEqual(["5 January 2025", "January 5, 2025"]);
  });
});
