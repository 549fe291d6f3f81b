/**
 * @jest-environment node
 */
import { JSDOM } from "jsdom";
import { openJobFields } from "../../gatsby/open-job-fields";
import { provideServerDom, sanitizeHtml as siteSanitizeHtml } from "../../src/lib/sanitize-html";
import type { OpenJobEntry } from "../../shared/published";
import { sourceHash } from "../../shared/source-hash";

/** An open job as the build reads it from the store: staff's HTML with XSS probes beside allowed markup. */
const ENTRY: OpenJobEntry = {
  id: 7,
  title: "Senior React Developer",
  location: "Pune, Maharashtra, India",
  experience: "3-5 years",
  types: ["Full Time", "IT"],
  details: `<p>Build <strong>fast</strong> pages.<img src=x onerror="window.__xss=1"></p><script>window.__xss=2</script>`,
  html:
    `<h3>What you will do</h3><p>Ship features. <a href="https://selenova.example/team">Meet the team</a></p>` +
    `<p><a href="javascript:alert(1)">Apply</a></p><form><input name="q"></form><p style="color:red" onclick="window.__xss=3">Styled</p>`,
  postedAt: "2026-11-01T09:00:00.000Z",
  updatedAt: "2026-11-02T09:00:00.000Z",
  closesAt: null,
};

const parse = (html: string) => JSDOM.fragment(`<div>${html}</div>`).firstElementChild as Element;

describe("an OpenJob node's fields (the build's open jobs)", () => {
  const fields = openJobFields(ENTRY);

  it("carry the summary and the full details sanitised: no script, handler, javascript: link, form or style", () => {
    for (const html of [fields.details, fields.html]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<form|<input|style=|__xss/i);
    }
  });

  it("keep the allowed markup: headings, paragraphs, emphasis and links", () => {
    const details = parse(fields.details);
    expect(details.querySelector("p strong")?.textContent).toBe("fast");
    const html = parse(fields.html);
    expect(html.querySelector("h3")?.textContent).toBe("What you will do");
    expect(html.querySelector("a[href='https://selenova.example/team']")?.textContent).toBe("Meet the team");
    expect(Array.from(html.querySelectorAll("p")).map((p) => p.textContent)).toEqual(["Ship features. Meet the team", "Apply", "Styled"]);
  });

  it("keep the rest of the job as the store has it, its id as jobId", () => {
    expect(fields).toEqual({ ...ENTRY, id: undefined, jobId: 7, details: expect.any(String), html: expect.any(String), source: expect.any(String), summaryText: expect.any(String) });
    expect(fields).not.toHaveProperty("id");
  });

  it("carry the summary as text and the fingerprint of the HTML as the store holds it (what /jobVacancies serves)", () => {
    expect(fields.summaryText).toBe("Build fast pages.");
    expect(fields.source).toBe(sourceHash(ENTRY.details, ENTRY.html));
    expect(fields.source).not.toBe(sourceHash(fields.details, fields.html));
  });

  it("leave HTML that is already safe as it was", () => {
    const safe = `<h3>About us</h3><p>We build <a href="https://selenova.example/">websites</a>.</p>`;
    expect(openJobFields({ ...ENTRY, details: safe, html: safe })).toMatchObject({ details: safe, html: safe });
  });

  it("are the markup the site's own sanitiser makes of the same input (what the pages rendered before)", () => {
    provideServerDom(new JSDOM("").window as unknown as Parameters<typeof provideServerDom>[0]);
    expect(fields.details).toBe(siteSanitizeHtml(ENTRY.details));
    expect(fields.html).toBe(siteSanitizeHtml(ENTRY.html));
  });
});
