import type { Compiler } from "webpack";

/**
 * V8's explicit compile hint for a whole file (Chrome 136 and later; other engines read it as a comment).
 * Chrome compiles a script that starts with it eagerly, mostly on a background thread while it streams
 * in, instead of function by function on the main thread the first time each one runs.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

const NAME = "CompileHintsPlugin";

/**
 * Starts every JavaScript bundle of the browser build with COMPILE_HINT. The bundles run as soon as
 * they have arrived: webpack's runtime, React and the app start the page, and a page's own chunks
 * hydrate it. Compiled lazily, their
 * functions were compiled during that start, inside its longest main-thread tasks.
 *
 * The hint goes in after minification (which would drop a comment) and before the source maps are
 * written, so the maps take the extra line into account.
 */
export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (!file.endsWith(".js")) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
        }
      });
    });
  }
}
