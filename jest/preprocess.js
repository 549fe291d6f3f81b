const babelOptions = {
  // The build's babel.config.js (Gatsby's stages, the browsers in browserslist) is not for the tests.
  configFile: false,
  babelrc: false,
  presets: ["babel-preset-gatsby", "@babel/preset-typescript"],
  plugins: [["babel-plugin-styled-components", { ssr: false, displayName: true }]],
};
module.exports = require("babel-jest").default.createTransformer(babelOptions);
