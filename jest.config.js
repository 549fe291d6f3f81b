/**
 * Jest, set up as Gatsby documents ("Unit Testing"), with TypeScript through Babel 7. Two projects:
 * the site's tests, and the API's, which run on both store engines. The API project's global setup
 * starts a throwaway PostgreSQL cluster (jest/postgres.ts); Jest runs it only when an API test is
 * selected. API_TEST_ENGINES=sqlite runs the API tests on SQLite alone.
 */
const shared = {
  roots: ["<rootDir>"],
  transform: {
    "^.+\\.[jt]sx?$": "<rootDir>/jest/preprocess.js",
  },
  moduleNameMapper: {
    ".+\\.(css|styl|less|sass|scss)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|eot|otf|webp|avif|svg|ttf|woff|woff2|mp4|webm|wav|mp3|m4a|aac|oga)$":
      "<rootDir>/__mocks__/file-mock.js",
    // @rjsf/mui's CommonJS build takes MUI's default exports in Node's way (the whole module), which breaks
    // under Jest; its ES build, compiled by Babel like the site's code, is what the browser bundle uses anyway.
    "^@rjsf/mui$": "<rootDir>/node_modules/@rjsf/mui/lib/index.js",
  },
  testPathIgnorePatterns: ["node_modules", "\\.cache", "<rootDir>/public", "<rootDir>/.builds"],
  modulePathIgnorePatterns: ["<rootDir>/public", "<rootDir>/.cache", "<rootDir>/.builds"],
  // @x0k/json-schema-merge (react-jsonschema-form's) ships ESM only; @rjsf/mui: see moduleNameMapper.
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|react-hotkeys-hook|@x0k/json-schema-merge|@rjsf/mui)/)"],
  globals: { __PATH_PREFIX__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/jest/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest/setup-tests.ts"],
};

module.exports = {
  projects: [
    {
      ...shared,
      displayName: "site",
      testEnvironment: "jsdom",
      // Room for findBy…'s 5 s (jest/setup-tests.ts) and a lazy chunk's load on a busy machine.
      testTimeout: 15_000,
      testMatch: ["<rootDir>/__tests__/**/*.test.ts", "<rootDir>/__tests__/**/*.test.tsx"],
      testPathIgnorePatterns: [...shared.testPathIgnorePatterns, "<rootDir>/__tests__/api/"],
    },
    {
      ...shared,
      displayName: "api",
      testEnvironment: "node",
      testMatch: ["<rootDir>/__tests__/api/**/*.test.ts"],
      // @fastify/cookie loads the ESM-only `cookie` with import(), which Jest's CommonJS runtime
      // cannot do: Babel turns both into CommonJS for the tests (Node itself loads them as they are).
      // otplib's default plugins are ESM-only too (@scure/base, @noble/hashes), and @fastify/static's content-disposition.
      transformIgnorePatterns: ["node_modules/(?!(@fastify/cookie|cookie|@scure/base|@noble/hashes|@fastify/static/node_modules/content-disposition|content-disposition)/)"],
      globalSetup: "<rootDir>/jest/postgres-setup.ts",
      globalTeardown: "<rootDir>/jest/postgres-teardown.ts",
    },
  ],
};
