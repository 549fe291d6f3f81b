import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      "public/**",
      ".cache/**",
      "static/**",
      "src/gatsby-types.d.ts",
      "test-results/**",
      "playwright-report/**",
      "bench/results/**",
      "api/.data/**",
      "api/.generated/**",
      ".builds/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/ban-ts-comment": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // shared/ holds what the site and the API both import (validation rules, wire types); it imports neither.
    files: ["api/**/*.ts", "shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/src/**", "../src", "../../src"], message: "Import shared code from shared/, not from the site's src/." }] },
      ],
    },
  },
  {
    files: ["shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/src/**", "**/api/**", "../api", "../src", "react", "react-dom", "fastify", "node:*"], message: "shared/ is plain TypeScript that both the site and the API import." }] },
      ],
    },
  },
  {
    // The build's data checks and collection table are also the staff API's (api/content/): plain Node, no Gatsby, no site code.
    files: ["gatsby/validate-data/**/*.ts", "gatsby/collections.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["gatsby", "gatsby-*", "**/src/**", "../src", "../../src", "react", "react-dom"], message: "api/content imports these checks: keep them free of Gatsby and the site's code." }] },
      ],
    },
  },
  {
    files: ["**/*.{js,cjs}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
