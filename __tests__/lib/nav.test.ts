import { activeSection, ariaCurrentFor, normalisePath } from "../../src/lib/nav";

describe("activeSection", () => {
  it.each([
    ["/services", "services"],
    ["/services/", "services"],
    ["/services/gen-ai", "services"],
    ["/contact-us", "launch"],
    ["/career/", "launch"],
    ["/about", "about"],
    ["/", null],
    ["/servicesx", null],
    ["/blog/career-tips", null],
  ])("%s → %s", (path, expected) => {
    expect(activeSection(path)).toBe(expected);
  });
});

describe("ariaCurrentFor", () => {
  it("is page on the link's own path, true inside its section, absent elsewhere", () => {
    expect(ariaCurrentFor("/services", "/services/")).toBe("page");
    expect(ariaCurrentFor("/services", "/services/branding", true)).toBe("true");
    expect(ariaCurrentFor("/about", "/")).toBeUndefined();
  });

  it("normalises trailing slashes but keeps the root", () => {
    expect(normalisePath("/")).toBe("/");
    expect(normalisePath("/about///")).toBe("/about");
  });
});
