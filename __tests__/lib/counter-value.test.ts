import { easeOutCubic, formatCounterValue, parseCounterValue } from "../../src/lib/counter-value";

describe("parseCounterValue", () => {
  it.each([
    ["250+", "", 250, 0, "+"],
    ["3.5x", "", 3.5, 1, "x"],
    ["40%", "", 40, 0, "%"],
    ["120Cr", "", 120, 0, "Cr"],
    ["4.6/5", "", 4.6, 1, "/5"],
    ["3 min", "", 3, 0, " min"],
    ["99.9%", "", 99.9, 1, "%"],
    ["8200", "", 8200, 0, ""],
    ["0", "", 0, 0, ""],
    ["₹120Cr", "₹", 120, 0, "Cr"],
  ])("splits %s into prefix %j, number %d (%d decimals) and suffix %j", (text, prefix, target, decimals, suffix) => {
    expect(parseCounterValue(text)).toEqual({ text, prefix, target, decimals, grouped: false, suffix });
  });

  it("reads thousands separators and remembers them", () => {
    expect(parseCounterValue("1,500+")).toMatchObject({ target: 1500, grouped: true, suffix: "+" });
  });

  it("gives null when there is no number to count", () => {
    expect(parseCounterValue("N/A")).toBeNull();
    expect(parseCounterValue("")).toBeNull();
  });
});

describe("formatCounterValue", () => {
  const at = (text: string, progress: number) => {
    const value = parseCounterValue(text);
    if (!value) throw new Error(`no number in ${text}`);
    return formatCounterValue(value, progress);
  };

  it("starts at zero with the suffix already in place", () => {
    expect(at("250+", 0)).toBe("0+");
    expect(at("3.5x", 0)).toBe("0.0x");
    expect(at("₹120Cr", 0)).toBe("₹0Cr");
  });

  it("keeps the number's decimals part-way and rounds to them", () => {
    expect(at("250+", 0.5)).toBe("125+");
    expect(at("3.5x", 0.5)).toBe("1.8x");
    expect(at("40%", 0.333)).toBe("13%");
    expect(at("12,000", 0.5)).toBe("6,000");
  });

  it("ends on exactly the data's text", () => {
    expect(at("3.5x", 1)).toBe("3.5x");
    expect(at("1,500+", 1)).toBe("1,500+");
    expect(at("40%", 1.2)).toBe("40%");
  });

  it("never goes below zero", () => {
    expect(at("40%", -1)).toBe("0%");
  });
});

describe("easeOutCubic", () => {
  it("runs from 0 to 1, faster at the start", () => {
    expect(easeOutCubic(0)).toBe(0);
    expect(easeOutCubic(1)).toBe(1);
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(2)).toBe(1);
    expect(easeOutCubic(-1)).toBe(0);
  });
});
