import { logosForCategory, mostLogosInACategory } from "../../src/lib/logos";

const logos = [
  { name: "Kalpa Motors", path: "images/clients/Automotive/kalpa-motors.png" },
  { name: "Coverwise", path: "images/clients/Insurance & Finance/coverwise.png" },
  { name: "Torqueline", path: "images/clients/automotive/torqueline.png" },
  { name: "Rasoi Rani", path: "images/clients/FMCG/rasoi-rani.png" },
  { name: "Velora", path: "images/clients/Hospitality Cnslt/velora.png" },
];

describe("logosForCategory", () => {
  it("keeps the logos whose path contains the category, ignoring case, in their order", () => {
    expect(logosForCategory(logos, "Automotive").map((l) => l.name)).toEqual(["Kalpa Motors", "Torqueline"]);
    expect(logosForCategory(logos, "fmcg").map((l) => l.name)).toEqual(["Rasoi Rani"]);
  });

  it("matches names with spaces and ampersands as written", () => {
    expect(logosForCategory(logos, "Insurance & Finance").map((l) => l.name)).toEqual(["Coverwise"]);
    expect(logosForCategory(logos, "HOSPITALITY CNSLT").map((l) => l.name)).toEqual(["Velora"]);
  });

  it("gives nothing for an unknown or empty category", () => {
    expect(logosForCategory(logos, "Aviation")).toEqual([]);
    expect(logosForCategory(logos, "")).toEqual([]);
  });
});

describe("mostLogosInACategory", () => {
  it("is the size of the fullest category", () => {
    expect(mostLogosInACategory(logos, ["Automotive", "FMCG", "Aviation"])).toBe(2);
    expect(mostLogosInACategory(logos, [])).toBe(0);
  });
});
