/** @jest-environment node */
/**
 * The site's global rules as the pre-rendered head carries them (gatsby-ssr.tsx, src/styles/global-style.tsx):
 * every visitor page has them in a `<style id="global-style">` placed before styled-components' own style
 * (where a component's rule and a global one are equally specific, the component's wins, as it did when
 * the rules lived in styled-components' sheet); the console's pages (/admin) have none, (a visitor page reached in the
 * browser from the console gets them from GlobalStyle: __tests__/styles/global-style.test.tsx).
 */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { onPreRenderHTML, onRenderBody } from "../../gatsby-ssr";
import { APPLE_TOUCH_ICON } from "../../src/lib/site-icons";
import { GLOBAL_CSS, GLOBAL_STYLE_ID } from "../../src/styles/global-style";

type Head = React.ReactNode[];

/** What onRenderBody puts in the head of the page at `pathname`. */
function headFor(pathname: string): Head {
  const head: Head = [];
  const call = onRenderBody as unknown as (args: Record<string, unknown>) => void;
  call({ pathname, setHtmlAttributes: () => undefined, setHeadComponents: (nodes: Head) => head.push(...nodes) });
  return head;
}

/** The head as onPreRenderHTML leaves it, given what Gatsby and styled-components put there. */
function ordered(head: Head): Head {
  let result = head;
  const call = onPreRenderHTML as unknown as (args: Record<string, unknown>) => void;
  call({ getHeadComponents: () => head, replaceHeadComponents: (nodes: Head) => (result = nodes) });
  return result;
}

const markup = (head: Head) => renderToStaticMarkup(<>{head}</>);
const styledStyle = <style key="sc" data-styled="active" dangerouslySetInnerHTML={{ __html: ".a{color:red}" }} />;
const meta = <meta key="description" name="description" content="A page" />;

describe("the global rules in the pre-rendered head", () => {
  it("are in a visitor page's head, with the rules written out", () => {
    const html = markup(headFor("/about-us/"));
    expect(html).toContain(`<style id="${GLOBAL_STYLE_ID}">`);
    expect(html).toContain(":focus-visible{outline:3px solid");
    expect(html).toContain(GLOBAL_CSS);
  });

  it("are not in the console's pages", () => {
    for (const pathname of ["/admin/", "/admin/leads/", "/admin"]) expect(markup(headFor(pathname))).not.toContain(GLOBAL_STYLE_ID);
    expect(markup(headFor("/administration-services/"))).toContain(GLOBAL_STYLE_ID);
  });

  it("come before styled-components' style, wherever they were put", () => {
    const head = ordered([...headFor("/career/"), meta, styledStyle]);
    const keys = head.map((node) => (React.isValidElement(node) ? node.key : null));
    // The early-input script stays first; the global rules go just before styled-components' style; nothing is lost or doubled.
    expect(keys).toEqual(["early-input", "apple-touch-icon", "description", "global-style", "sc"]);
    const html = markup(head);
    expect(html.indexOf(`<style id="${GLOBAL_STYLE_ID}">`)).toBeLessThan(html.indexOf("data-styled"));
  });

  it("leave a console page's head as it was", () => {
    const head = [...headFor("/admin/"), meta, styledStyle];
    expect(ordered(head)).toBe(head);
  });
});

describe("what else the pre-rendered head carries", () => {
  const generator = <meta key="generator-5.16.1" name="generator" content="Gatsby 5.16.1" />;

  it("has no generator meta naming Gatsby's version, on visitor and console pages alike", () => {
    for (const pathname of ["/", "/admin/"]) {
      const html = markup(ordered([generator, ...headFor(pathname), meta, styledStyle]));
      expect(html).not.toContain('name="generator"');
      expect(html).toContain('name="description"');
    }
  });

  it("has one home-screen icon link, to an icon the manifest plugin makes", () => {
    const html = markup(ordered([...headFor("/"), meta, styledStyle]));
    expect(html.match(/rel="apple-touch-icon"/g)).toHaveLength(1);
    expect(html).toContain(`<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON}"/>`);
  });
});
