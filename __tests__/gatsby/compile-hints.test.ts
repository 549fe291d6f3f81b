/** @jest-environment node */
import fs from "fs";
import os from "os";
import path from "path";
import webpack from "webpack";
import { COMPILE_HINT, CompileHintsPlugin } from "../../gatsby/compile-hints";

/** A production build of a two-module app, minified and with source maps, as Gatsby's browser build is. */
async function build(withPlugin: boolean): Promise<{ dir: string; files: string[] }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  fs.writeFileSync(path.join(dir, "greet.js"), "export function greet(name) {\n  return `Hello, ${name}, from the moon`;\n}\n");
  fs.writeFileSync(path.join(dir, "index.js"), 'import { greet } from "./greet";\n/* a comment minification drops */\ndocument.title = greet(location.hash);\n');
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: "./index.js",
    devtool: "source-map",
    output: { path: path.join(dir, "out"), filename: "app-[contenthash].js" },
    plugins: withPlugin ? [new CompileHintsPlugin()] : [],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error) return reject(error);
      if (stats?.hasErrors()) return reject(new Error(stats.toString("errors-only")));
      compiler.close(() => resolve());
    }),
  );
  return { dir: path.join(dir, "out"), files: fs.readdirSync(path.join(dir, "out")) };
}

describe("CompileHintsPlugin", () => {
  it("starts each minified bundle with V8's compile hint and keeps its source map in step", async () => {
    const { dir, files } = await build(true);
    const bundle = files.find((file) => file.endsWith(".js"));
    expect(bundle).toBeDefined();
    const code = fs.readFileSync(path.join(dir, bundle!), "utf8");
    const lines = code.split("\n");
    expect(lines[0]).toBe(COMPILE_HINT);
    expect(code).toContain("from the moon");
    expect(code).not.toContain("a comment minification drops");

    const map = JSON.parse(fs.readFileSync(path.join(dir, `${bundle}.map`), "utf8")) as { mappings: string };
    // One group of mappings per generated line: the hint's line maps to nothing and the code starts on the next.
    const groups = map.mappings.split(";");
    expect(groups[0]).toBe("");
    expect(groups[1]).not.toBe("");
    expect(code).toMatch(/\/\/# sourceMappingURL=/);
  }, 60_000);

  it("leaves a build without it untouched, so the hint comes from the plugin alone", async () => {
    const { dir, files } = await build(false);
    const bundle = files.find((file) => file.endsWith(".js"));
    expect(bundle).toBeDefined();
    const code = fs.readFileSync(path.join(dir, bundle!), "utf8");
    expect(code).not.toContain(COMPILE_HINT);
    const map = JSON.parse(fs.readFileSync(path.join(dir, `${bundle}.map`), "utf8")) as { mappings: string };
    expect(map.mappings.split(";")[0]).not.toBe("");
  }, 60_000);
});
