/**
 * GlobalStyle (src/styles/global-style.tsx): a visitor page is pre-rendered with the global rules in its
 * head (__tests__/gatsby/global-style-head.test.tsx); one reached in the browser from a page that has none
 * (the staff console's) gets them added once, before it paints, and a page that has them gets nothing more.
 */
import { render } from "@testing-library/react";
import React from "react";
import { GLOBAL_CSS, GLOBAL_STYLE_ID, GlobalStyle } from "../../src/styles/global-style";

describe("GlobalStyle in the browser", () => {
  afterEach(() => document.getElementById(GLOBAL_STYLE_ID)?.remove());

  it("adds the rules once to a page whose head has none (reached from the console)", () => {
    const { rerender } = render(<GlobalStyle />);
    rerender(<GlobalStyle />);
    render(<GlobalStyle />);
    const styles = document.head.querySelectorAll(`style#${GLOBAL_STYLE_ID}`);
    expect(styles).toHaveLength(1);
    expect(styles[0].textContent).toBe(GLOBAL_CSS);
  });

  it("adds nothing where the pre-rendered head has them", () => {
    const style = document.createElement("style");
    style.id = GLOBAL_STYLE_ID;
    style.textContent = "/* from the server */";
    document.head.append(style);
    render(<GlobalStyle />);
    expect(document.querySelectorAll(`#${GLOBAL_STYLE_ID}`)).toHaveLength(1);
    expect(document.getElementById(GLOBAL_STYLE_ID)?.textContent).toBe("/* from the server */");
  });
});
