/** @jest-environment node */
import { templateScripts } from "../../gatsby/runtime-page-preloads";

describe("templateScripts", () => {
  it("lists a template's own scripts, without the app's or its styles", () => {
    const stats = {
      namedChunkGroups: {
        app: { assets: [{ name: "webpack-runtime-1.js" }, { name: "framework-2.js" }, { name: "app-3.js" }] },
        "component---src-pages-blog-tsx": {
          assets: [{ name: "framework-2.js" }, { name: "shared-4.js" }, { name: "component---src-pages-blog-tsx-5.js" }, { name: "styles-6.css" }, { name: "component---src-pages-blog-tsx-5.js.map" }],
        },
      },
    };
    expect(templateScripts(stats, "component---src-pages-blog-tsx")).toEqual(["shared-4.js", "component---src-pages-blog-tsx-5.js"]);
    expect(templateScripts(stats, "component---missing")).toEqual([]);
  });
});
