/** @jest-environment node */
import { loadConfig } from "../../api/config";
import { readSiteEnv } from "../../gatsby/env";
import { DEFAULT_API_URL } from "../../shared/api-url";

describe("the API URL default", () => {
  it("is the same for the site's build, the browser bundle and the API's own links", async () => {
    const saved = process.env.GATSBY_API_URL;
    delete process.env.GATSBY_API_URL;
    jest.resetModules();
    const { API_URL } = await import("../../src/lib/api-base");
    if (saved !== undefined) process.env.GATSBY_API_URL = saved;

    expect(readSiteEnv({}).apiUrl).toBe(DEFAULT_API_URL);
    expect(API_URL).toBe(DEFAULT_API_URL);
    expect(loadConfig({}).publicUrl).toBe(DEFAULT_API_URL);
    expect(new URL(DEFAULT_API_URL).port).toBe(String(loadConfig({}).port));
  });
});
