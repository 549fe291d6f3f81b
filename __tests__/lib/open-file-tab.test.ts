import { openFileTab } from "../../src/lib/open-file-tab";

function windowOpening(tab: { opener: unknown } | null) {
  return { open: jest.fn(() => tab) } as unknown as Window & { open: jest.Mock };
}

describe("openFileTab", () => {
  it("opens the file itself in a new tab, cut off from our page", () => {
    const tab = { opener: {} as unknown };
    const win = windowOpening(tab);
    expect(openFileTab("http://api.test/CaseStudy/a.pdf", win)).toBe(true);
    expect(win.open).toHaveBeenCalledTimes(1);
    expect(win.open).toHaveBeenCalledWith("http://api.test/CaseStudy/a.pdf", "_blank");
    expect(tab.opener).toBeNull();
  });

  it("reports false when the browser blocked the tab", () => {
    expect(openFileTab("http://api.test/a.pdf", windowOpening(null))).toBe(false);
  });

  it("treats window.open throwing as blocked", () => {
    const win = { open: () => { throw new Error("blocked"); } } as unknown as Window;
    expect(openFileTab("http://api.test/a.pdf", win)).toBe(false);
  });

  it("still reports the tab open when its opener can no longer be touched", () => {
    const tab = Object.defineProperty({}, "opener", { set: () => { throw new Error("cross-origin"); } });
    expect(openFileTab("http://api.test/a.pdf", windowOpening(tab as { opener: unknown }))).toBe(true);
  });
});
