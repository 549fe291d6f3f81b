import { act, fireEvent, screen } from "@testing-library/react";
import React, { useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HydrationSlice } from "../../../src/components/ui/HydrationSlice";

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label}: {count}
    </button>
  );
}

function Page() {
  return (
    <>
      <HydrationSlice>
        <Counter label="Hero" />
      </HydrationSlice>
      <HydrationSlice>
        <Counter label="Below" />
      </HydrationSlice>
    </>
  );
}

let root: Root | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = "";
});

describe("HydrationSlice", () => {
  it("pre-renders its children inline, with no fallback and no wrapper of its own", () => {
    const holder = document.createElement("div");
    holder.innerHTML = renderToString(<Page />);
    expect(holder.querySelectorAll("button")).toHaveLength(2);
    expect(holder.querySelector("button")?.parentElement).toBe(holder);
  });

  it("counts a press made on a slice the moment React takes the page over, before the slice has hydrated", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    // No act(): hydration has only been scheduled when the press arrives, as for a quick visitor.
    root = hydrateRoot(container, <Page />);
    fireEvent.click(screen.getByRole("button", { name: "Below: 0" }));
    expect(screen.getByRole("button", { name: "Below: 1" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Hero: 0" })).toBeInTheDocument();
  });
});
