import { openPendingTab } from "../../src/lib/pending-tab";

function fakeTab() {
  const doc = document.implementation.createHTMLDocument("");
  return { opener: {} as unknown, closed: false, document: doc, location: { href: "about:blank" }, close: jest.fn() };
}

function windowOpening(tab: ReturnType<typeof fakeTab> | null) {
  return { open: jest.fn(() => tab) } as unknown as Window & { open: jest.Mock };
}

describe("openPendingTab", () => {
  it("opens a blank tab at once, cut off from our page, with a waiting message", () => {
    const tab = fakeTab();
    const win = windowOpening(tab);
    openPendingTab("Preparing your PDF…", win);
    expect(win.open).toHaveBeenCalledWith("", "_blank");
    expect(tab.opener).toBeNull();
    expect(tab.document.body.textContent).toBe("Preparing your PDF…");
  });

  it("sends the tab to the file later", () => {
    const tab = fakeTab();
    const pending = openPendingTab("…", windowOpening(tab));
    expect(pending.go("http://api.test/CaseStudy/a.pdf")).toBe(true);
    expect(tab.location.href).toBe("http://api.test/CaseStudy/a.pdf");
  });

  it("closes the blank tab when there is nothing to show", () => {
    const tab = fakeTab();
    openPendingTab("…", windowOpening(tab)).close();
    expect(tab.close).toHaveBeenCalled();
  });

  it("reports false when the browser blocked the tab or the visitor closed it", () => {
    expect(openPendingTab("…", windowOpening(null)).go("http://api.test/a.pdf")).toBe(false);
    const tab = fakeTab();
    const pending = openPendingTab("…", windowOpening(tab));
    tab.closed = true;
    expect(pending.go("http://api.test/a.pdf")).toBe(false);
    expect(tab.location.href).toBe("about:blank");
  });

  it("treats window.open throwing as blocked", () => {
    const win = { open: () => { throw new Error("blocked"); } } as unknown as Window;
    expect(openPendingTab("…", win).go("http://api.test/a.pdf")).toBe(false);
  });
});
