import { htmlToText, sanitizeHtml, sanitizedMarkup } from "../../src/lib/sanitize-html";

// The API's own XSS probe (api/seed/test-fixtures.ts).
const PROBE =
  '<h3>XSS probe details</h3><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>' +
  '<p><a href="javascript:window.__xss=3">probe link</a></p>';

describe("sanitizeHtml", () => {
  it("removes scripts, event handlers and javascript: links, and keeps the safe markup", () => {
    const clean = sanitizeHtml(PROBE);
    expect(clean).not.toMatch(/script|onerror|javascript:/i);
    expect(clean).toContain("<h3>XSS probe details</h3>");
    expect(clean).toContain("probe link");
  });

  it("drops styles, forms and inline style attributes", () => {
    const clean = sanitizeHtml('<style>body{}</style><form action="/x"><input name="a"></form><p style="color:red">Hi</p>');
    expect(clean).toBe("<p>Hi</p>");
  });

  it("marks images without alt text as decorative and keeps given alt text", () => {
    expect(sanitizeHtml('<img src="https://api.example/a.jpg">')).toMatch(/^<img (?=.*alt="")(?=.*src="https:\/\/api.example\/a.jpg").*>$/);
    expect(sanitizeHtml('<img src="https://api.example/a.jpg" alt="Moon">')).toContain('alt="Moon"');
  });

  it("drops a relative image source, which could only be a broken request to the site", () => {
    expect(sanitizeHtml('<img src="x">')).toBe('<img alt="">');
    expect(sanitizeHtml('<img src="/moon.jpg" alt="Moon">')).toBe('<img alt="Moon">');
  });

  it("keeps links in the same tab (no target, so no window.opener to abuse)", () => {
    expect(sanitizeHtml('<a href="https://example.org" target="_blank">x</a>')).toBe('<a href="https://example.org">x</a>');
  });

  it("gives the prop for dangerouslySetInnerHTML", () => {
    expect(sanitizedMarkup("<p>ok</p><script>x</script>")).toEqual({ __html: "<p>ok</p>" });
  });

  it("executes nothing when the result is rendered", () => {
    const host = document.createElement("div");
    document.body.append(host);
    host.innerHTML = sanitizeHtml(PROBE);
    host.querySelectorAll("img").forEach((img) => img.dispatchEvent(new Event("error")));
    host.querySelector("a")?.click();
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    host.remove();
  });
});

describe("htmlToText", () => {
  it("gives the visible text with blocks separated and entities decoded, without script text", () => {
    expect(htmlToText(PROBE)).toBe("XSS probe details probe link");
    expect(htmlToText("<p>Pune&nbsp;&amp; Mumbai</p><ul><li>One</li><li>Two</li></ul>")).toBe("Pune & Mumbai One Two");
  });
});
