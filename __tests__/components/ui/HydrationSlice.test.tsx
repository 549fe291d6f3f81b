import { act, fireEvent, render, screen } from "@testing-library/react";
import React, { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HydrationSlice, NEAR_VIEWPORT_MARGIN } from "../../../src/components/ui/HydrationSlice";

/** jsdom has no IntersectionObserver: this one records what is observed and lets the test report. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  report(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <section aria-label={label}>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {label}: {count}
      </button>
    </section>
  );
}

function Page() {
  return (
    <>
      <HydrationSlice>
        <Counter label="Hero" />
      </HydrationSlice>
      <HydrationSlice until="near">
        <Counter label="Below" />
      </HydrationSlice>
    </>
  );
}

const isHydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

let roots: Root[] = [];
let prefix = 0;

/** Server-renders the page into the document, then hydrates it as the browser would. */
async function serveAndHydrate(): Promise<HTMLElement> {
  prefix += 1;
  const identifierPrefix = `t${prefix}-`;
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page />, { identifierPrefix });
  document.body.appendChild(container);
  await act(async () => {
    roots.push(hydrateRoot(container, <Page />, { identifierPrefix }));
  });
  return container;
}

beforeEach(() => {
  FakeObserver.all = [];
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
});

afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = "";
});

describe("HydrationSlice", () => {
  it("pre-renders a deferred slice like any other, in a wrapper that adds no box", () => {
    const holder = document.createElement("div");
    holder.innerHTML = renderToString(<Page />);
    const wrapper = holder.querySelector("[data-hydrate-near]");
    expect(wrapper).toHaveTextContent("Below: 0");
    expect(wrapper).toHaveStyle({ display: "contents" });
    expect(wrapper?.querySelector("section")).toHaveAccessibleName("Below");
  });

  it("hydrates a slice below the fold only once it nears the viewport", async () => {
    await serveAndHydrate();
    expect(isHydrated(screen.getByRole("button", { name: "Hero: 0" }))).toBe(true);
    const below = screen.getByRole("button", { name: "Below: 0" });
    expect(isHydrated(below)).toBe(false);

    const [observer] = FakeObserver.all;
    expect(observer.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect(observer.observed).toEqual([screen.getByRole("region", { name: "Below" })]);
    await act(async () => observer.report(false));
    expect(isHydrated(screen.getByRole("button", { name: "Below: 0" }))).toBe(false);

    await act(async () => observer.report(true));
    expect(observer.disconnected).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Below: 0" }));
    expect(screen.getByRole("button", { name: "Below: 1" })).toBeInTheDocument();
  });

  it("hydrates a slice at once when the visitor presses inside it, and that press counts", async () => {
    await serveAndHydrate();
    const below = screen.getByRole("button", { name: "Below: 0" });
    await act(async () => {
      fireEvent.pointerDown(below);
      fireEvent.click(below);
    });
    expect(screen.getByRole("button", { name: "Below: 1" })).toBeInTheDocument();
  });

  it("renders at once in a client render, with nothing to wait for", () => {
    render(<Page />);
    expect(FakeObserver.all).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Below: 0" }));
    expect(screen.getByRole("button", { name: "Below: 1" })).toBeInTheDocument();
  });
});
