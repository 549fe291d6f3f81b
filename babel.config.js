/**
 * The site's Babel config: Gatsby's own preset (babel-preset-gatsby), minus the transforms it applies
 * whatever the browsers (issue 22 §5). The preset always compiles spread, classes, class fields, `??`
 * and `?.` down to ES5 (its plugins are added outside @babel/preset-env, which it tells to skip them),
 * so every page shipped that longer code and Lighthouse's `legacy-javascript` flagged it. Here those
 * plugins are left out and @babel/preset-env decides them by the browsers in package.json's
 * `browserslist`, like everything else: for the browsers the site supports (README, "Browsers") it
 * compiles none of them.
 *
 * A project-wide config (not .babelrc) so it also covers the Gatsby packages under node_modules that
 * Gatsby compiles with the site's code (gatsby-link, Gatsby's runtime in .cache). Gatsby compiles with
 * it through its supported custom-config path; it passes the build stage only to a preset named in the
 * config, so the stage is read here from the caller (webpack's target: node for the HTML build).
 * Gatsby passes its other preset options (jsxRuntime, jsxImportSource from gatsby-config) the same way:
 * the site sets neither (the classic runtime); one that does must pass it below too.
 * The unit tests do not read this file (jest/preprocess.js brings its own presets).
 *
 * Not covered here: Gatsby's built-in TypeScript plugin adds the `?.`, `??` and numeric-separator
 * transforms to every .ts/.tsx file through its own Babel plugins (gatsby-plugin-typescript's
 * onCreateBabelConfig), and Gatsby offers no supported way to take a plugin out again. Lighthouse does
 * not count them as legacy JavaScript; they cost a few hundred bytes per bundle.
 */
const presetGatsby = require("babel-preset-gatsby").default;

/** babel-preset-gatsby's plugins that @babel/preset-env also has, and decides per browser. */
const FORCED = [
  "@babel/plugin-transform-spread",
  "@babel/plugin-transform-classes",
  "@babel/plugin-proposal-class-properties",
  "@babel/plugin-proposal-nullish-coalescing-operator",
  "@babel/plugin-proposal-optional-chaining",
];
/** The same transforms as preset-env names them (babel-preset-gatsby excludes these from preset-env). */
const LEFT_TO_PRESET_ENV = new Set(["transform-spread", "proposal-nullish-coalescing-operator", "proposal-optional-chaining"]);

const forced = new Set(FORCED.map((name) => require.resolve(name, { paths: [require.resolve("babel-preset-gatsby")] })));
const pluginPath = (plugin) => (Array.isArray(plugin) ? plugin[0] : plugin);

/** Gatsby's stage, from the caller: webpack's target (web or node) and the environment. */
function stageOf(api) {
  const target = api.caller((caller) => (caller && caller.name === "babel-loader" ? caller.target : undefined));
  const production = api.env("production");
  if (target === "node") return production ? "build-html" : "develop-html";
  if (target === "web") return production ? "build-javascript" : "develop";
  return "test";
}

module.exports = (api) => {
  const stage = stageOf(api);
  const preset = presetGatsby(api, { stage });
  const presets = preset.presets.map((entry) => {
    const [name, options] = entry;
    if (!/preset-env/.test(name)) return entry;
    return [name, { ...options, exclude: options.exclude.filter((id) => !LEFT_TO_PRESET_ENV.has(id)) }];
  });
  const plugins = preset.plugins.filter((plugin) => !forced.has(pluginPath(plugin)));
  return { presets, plugins };
};
