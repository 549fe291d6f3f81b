/** @jest-environment node */
import React, { Suspense } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "stream";
import { renderBody, replaceRenderer } from "../../gatsby/render-body";

/** A page with a Suspense boundary well over React's 12.8 kB progressive chunk size, then a footer. */
const Page = () => (
  <main>
    <Suspense fallback={<p>Loading</p>}>
      <section>
        {Array.from({ length: 400 }, (_, i) => (
          <p key={i}>{`Selenova Digital reaches for the moon, paragraph ${i}.`}</p>
        ))}
      </section>
    </Suspense>
    <footer>Pune · नमस्ते</footer>
  </main>
);

/** What React's streaming renderer writes with its defaults, as Gatsby would without the site's renderer. */
function renderWithDefaults(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk, _encoding, next) {
        html += chunk.toString();
        next();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject });
  });
}

describe("renderBody", () => {
  it("writes a large Suspense boundary inline, in order, with no hidden template or reveal script", async () => {
    const html = await renderBody(<Page />);
    expect(html).not.toMatch(/<template|hidden|<script/);
    const last = html.indexOf("paragraph 399.");
    expect(last).toBeGreaterThan(0);
    expect(last).toBeLessThan(html.indexOf("<footer>"));
    expect(html).toContain("<footer>Pune · नमस्ते</footer>");
  });

  it("differs from React's defaults, which move the same boundary out of place", async () => {
    const defaults = await renderWithDefaults(<Page />);
    expect(defaults).toMatch(/<template|hidden/);
  });

  it("rejects when rendering fails", async () => {
    const Broken = () => {
      throw new Error("no data");
    };
    await expect(renderBody(<Broken />)).rejects.toThrow("no data");
  });
});

describe("replaceRenderer", () => {
  const args = (bodyComponent: React.ReactElement, replaceBodyHTMLString: (html: string) => void) =>
    ({ bodyComponent, replaceBodyHTMLString }) as unknown as Parameters<NonNullable<typeof replaceRenderer>>[0];

  it("hands Gatsby the body it rendered", async () => {
    const replace = jest.fn();
    await replaceRenderer?.(args(<Page />, replace), { plugins: [] });
    expect(replace).toHaveBeenCalledTimes(1);
    expect(replace.mock.calls[0][0].includes("paragraph 0.</p>")).toBe(true);
  });

  it("leaves a page that fails to Gatsby's own renderer, which reports the error", async () => {
    const Broken = () => {
      throw new Error("no data");
    };
    const replace = jest.fn();
    await replaceRenderer?.(args(<Broken />, replace), { plugins: [] });
    expect(replace).not.toHaveBeenCalled();
  });
});
