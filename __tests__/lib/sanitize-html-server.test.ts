/**
 * @jest-environment node
 */
import { JSDOM } from "jsdom";
import { htmlToText, provideServerDom, sanitizeHtml } from "../../src/lib/sanitize-html";

const PROBE = `<h3>About the role</h3><p>Build <strong>fast</strong> sites.<img src=x onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">probe</a>`;

describe("sanitising while pages are pre-rendered (no window)", () => {
  it("renders nothing before gatsby-ssr.tsx gives it a DOM, then the sanitised HTML and its text", () => {
    expect(typeof window).toBe("undefined");
    expect(sanitizeHtml(PROBE)).toBe("");
    provideServerDom(new JSDOM("").window as unknown as Parameters<typeof provideServerDom>[0]);
    const safe = sanitizeHtml(PROBE);
    expect(safe).toContain("<h3>About the role</h3><p>Build <strong>fast</strong> sites.");
    expect(safe).not.toMatch(/script|onerror|javascript:/i);
    expect(htmlToText(PROBE)).toBe("About the role Build fast sites. probe");
  });
});
