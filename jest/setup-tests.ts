import "@testing-library/jest-dom";
import { configure } from "@testing-library/react";
import { mockMatchMedia } from "./match-media";

if (typeof window !== "undefined") mockMatchMedia(() => false);

// A person waits a few seconds for what they expect to see, and a busy 2-core machine (CI with the browser
// suites beside it) can take more than Testing Library's default second to load a lazy chunk or close a
// dialog: findBy… and waitFor wait up to 5 s, inside the site project's 15 s test timeout (jest.config.js).
configure({ asyncUtilTimeout: 5_000 });
