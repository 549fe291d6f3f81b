/**
 * @jest-environment node
 */
import { sourceHash } from "../../shared/source-hash";

describe("a job's HTML fingerprint", () => {
  const details = "<p>Build fast, accessible sites.</p>";
  const html = "<h3>About the role</h3><p>Pune &middot; 4-6 years</p>";

  it("is the same for the same HTML, in any run", () => {
    expect(sourceHash(details, html)).toBe(sourceHash(`${details}`, `${html}`));
    expect(sourceHash(details, html)).toMatch(/^[0-9a-z]{1,11}$/);
  });

  it("changes when either field changes, by one character or by moving text between them", () => {
    const seen = new Set([
      sourceHash(details, html),
      sourceHash(`${details} `, html),
      sourceHash(details, html.replace("&middot;", "·")),
      sourceHash(details + html.slice(0, 5), html.slice(5)),
      sourceHash("", ""),
    ]);
    expect(seen.size).toBe(5);
  });
});
