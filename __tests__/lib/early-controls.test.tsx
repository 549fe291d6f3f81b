/**
 * The early-input guard with React itself: a page rendered on the server, used before React hydrates it,
 * then hydrated as gatsby-browser does (hydratePage, then takeOverEarlyInput). React learns a control's
 * state from the DOM when it hydrates it, so without the guard a tick made before that is never seen by
 * onChange and the next render undoes it.
 */
import React, { Suspense, useState } from "react";
import type { Root } from "react-dom/client";
import { hydratePage } from "../../src/lib/hydrate-page";
import { renderToString } from "react-dom/server";
import { EARLY_INPUT_SCRIPT, takeOverEarlyInput } from "../../src/lib/early-input";

const OPTIONS = ["Full Time", "Part Time", "Contract"];
const SIZES = ["Any", "Small", "Large"];

/** Checkboxes, radio buttons and a select, each controlled, inside a Suspense slice as the site's pages are. */
function Filters() {
  const [types, setTypes] = useState<string[]>([]);
  const [size, setSize] = useState("Any");
  const [country, setCountry] = useState("");
  const [changes, setChanges] = useState(0);
  const count = () => setChanges((n) => n + 1);
  return (
    <Suspense fallback={null}>
      <fieldset>
        <legend>Job Type</legend>
        {OPTIONS.map((option) => (
          <label key={option}>
            <input type="checkbox" name="jobType" value={option} checked={types.includes(option)}
              onChange={(event) => {
                count();
                const { checked } = event.target;
                setTypes((current) => (checked ? [...current.filter((t) => t !== option), option] : current.filter((t) => t !== option)));
              }} />
            {option}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Size</legend>
        {SIZES.map((option) => (
          <label key={option}>
            <input type="radio" name="size" value={option} checked={size === option} onChange={() => { count(); setSize(option); }} />
            {option}
          </label>
        ))}
      </fieldset>
      <label>
        Country
        <select value={country} onChange={(event) => { count(); setCountry(event.target.value); }}>
          <option value="">Anywhere</option>
          <option value="India">India</option>
          <option value="Kenya">Kenya</option>
        </select>
      </label>
      <p data-testid="state">{`${[...types].sort().join("+") || "none"}|${size}|${country || "anywhere"}|${changes}`}</p>
    </Suspense>
  );
}

let root: Root | null = null;

beforeAll(() => {
  // React's real scheduler, as in a browser: hydration happens later, not inside act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  root?.unmount();
  root = null;
  window.__earlyInput?.stop();
  delete window.__earlyInput;
  document.body.innerHTML = "";
});

/** The server's HTML in the page, with the guard running first, as in the site's head. */
function serverPage() {
  window.eval(EARLY_INPUT_SCRIPT);
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Filters />);
  document.body.append(container);
  return container;
}

const box = (value: string) => document.querySelector<HTMLInputElement>(`input[value="${value}"]`) as HTMLInputElement;
const select = () => document.querySelector("select") as HTMLSelectElement;
const state = () => document.querySelector("[data-testid=state]")?.textContent;
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

function startApp(container: HTMLElement) {
  root = hydratePage(container, <Filters />);
  takeOverEarlyInput();
}

describe("stateful controls used before React hydrates them", () => {
  it("keeps a box ticked before the app started, and gives it to the app's state once", async () => {
    const container = serverPage();
    box("Contract").click();
    startApp(container);
    await settled();
    expect(state()).toBe("Contract|Any|anywhere|1");
    expect(box("Contract").checked).toBe(true);
  });

  it("keeps two boxes of one group, a radio button and an option chosen before the app started", async () => {
    const container = serverPage();
    box("Full Time").click();
    box("Part Time").click();
    box("Large").click();
    select().value = "India";
    select().dispatchEvent(new Event("change", { bubbles: true }));
    startApp(container);
    await settled();
    expect(state()).toBe("Full Time+Part Time|Large|India|4");
    expect([box("Full Time").checked, box("Part Time").checked, box("Large").checked, box("Any").checked]).toEqual([true, true, true, false]);
    expect(select().value).toBe("India");
  });

  it("gives the app nothing for a box ticked and un-ticked before it started", async () => {
    const container = serverPage();
    box("Contract").click();
    box("Contract").click();
    startApp(container);
    await settled();
    expect(state()).toBe("none|Any|anywhere|0");
    expect(box("Contract").checked).toBe(false);
  });

  it("keeps a tick made after React listens but before it has hydrated the box", async () => {
    const container = serverPage();
    startApp(container);
    box("Part Time").click(); // React hydrates the box for this click, after the browser has ticked it
    select().value = "Kenya";
    select().dispatchEvent(new Event("change", { bubbles: true }));
    await settled();
    expect(state()).toBe("Part Time|Any|Kenya|2");
    box("Part Time").click(); // and from then on as usual
    box("Small").click();
    await settled();
    expect(state()).toBe("none|Small|Kenya|4");
    expect(box("Part Time").checked).toBe(false);
  });
});
