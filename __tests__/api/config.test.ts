/** @jest-environment node */
import path from "node:path";
import { ROOT, loadConfig } from "../../api/config";

describe("loadConfig", () => {
  it("has working defaults", () => {
    expect(loadConfig({})).toEqual({
      host: "localhost",
      port: 8000,
      dbPath: path.join(ROOT, "api/.data/agency.db"),
      uploadDir: path.join(ROOT, "api/.data/uploads"),
      publicUrl: "http://localhost:8000",
      allowedOrigins: ["http://localhost:9000", "http://127.0.0.1:9000"],
      rateLimitMax: 30,
      trustProxy: 0,
      requireSecondFactor: false,
      seedTestFixtures: false,
      siteRepoDir: ROOT,
      retention: { enquiries: 730, downloads: 365, applications: 365 },
      siteBuildsDir: path.join(ROOT, ".builds"),
      siteBuilder: true,
      sitePublishCommand: undefined,
      sitePreviewUrl: "http://localhost:9001",
      siteRefreshQuietMs: 5000,
      siteRefresh: true,
      siteLiveUrl: "http://localhost:9000",
    });
  });

  it("reads every variable", () => {
    const config = loadConfig({
      API_HOST: "0.0.0.0",
      API_PORT: "8123",
      API_DB_PATH: "/var/lib/selenova/agency.db",
      API_UPLOAD_DIR: "uploads",
      API_PUBLIC_URL: "https://api.selenova.example/",
      API_ALLOWED_ORIGINS: "https://selenova.example, https://www.selenova.example/",
      API_RATE_LIMIT_MAX: "60",
      API_TRUST_PROXY: "2",
      STAFF_REQUIRE_SECOND_FACTOR: "1",
      API_SEED_TEST_FIXTURES: "1",
      DATABASE_URL: "postgres://agency:secret@db.internal:5432/agency",
      RETENTION_ENQUIRIES_DAYS: "1000",
      RETENTION_DOWNLOADS_DAYS: "400",
      RETENTION_APPLICATIONS_DAYS: "365",
      SITE_REPO_DIR: "/srv/site",
      SITE_BUILDS_DIR: "/srv/builds",
      SITE_BUILDER: "0",
      SITE_PUBLISH_COMMAND: "/srv/bin/sync-to-cdn",
      SITE_PREVIEW_URL: "https://preview.selenova.example/",
      SITE_REFRESH_QUIET_MS: "12000",
      SITE_REFRESH: "0",
      GATSBY_SITE_URL: "https://selenova.example",
    });
    expect(config).toEqual({
      host: "0.0.0.0",
      port: 8123,
      databaseUrl: "postgres://agency:secret@db.internal:5432/agency",
      dbPath: "/var/lib/selenova/agency.db",
      uploadDir: path.join(ROOT, "uploads"),
      publicUrl: "https://api.selenova.example",
      allowedOrigins: ["https://selenova.example", "https://www.selenova.example"],
      rateLimitMax: 60,
      trustProxy: 2,
      requireSecondFactor: true,
      seedTestFixtures: true,
      siteRepoDir: "/srv/site",
      retention: { enquiries: 1000, downloads: 400, applications: 365 },
      siteBuildsDir: "/srv/builds",
      siteBuilder: false,
      sitePublishCommand: "/srv/bin/sync-to-cdn",
      sitePreviewUrl: "https://preview.selenova.example",
      siteRefreshQuietMs: 12000,
      siteRefresh: false,
      siteLiveUrl: "https://selenova.example",
    });
  });

  it("reads API_TRUST_PROXY as a number of proxy hops; the old flag values mean one proxy", () => {
    const hops = (value: string) => loadConfig({ API_TRUST_PROXY: value }).trustProxy;
    expect([hops(""), hops("0"), hops("false"), hops("no")]).toEqual([0, 0, 0, 0]);
    expect([hops("1"), hops("true"), hops("TRUE"), hops("yes")]).toEqual([1, 1, 1, 1]);
    expect(hops("3")).toBe(3);
    for (const bad of ["-1", "1.5", "all", "11", "10.0.0.0/8"]) {
      expect(() => hops(bad)).toThrow(/API_TRUST_PROXY must be the number of reverse proxies/);
    }
  });

  it.each([
    [{ API_PORT: "eighty" }, /API_PORT/],
    [{ API_PORT: "70000" }, /API_PORT/],
    [{ API_RATE_LIMIT_MAX: "0" }, /API_RATE_LIMIT_MAX/],
    [{ RETENTION_APPLICATIONS_DAYS: "364" }, /RETENTION_APPLICATIONS_DAYS/],
    [{ API_PUBLIC_URL: "localhost:8000" }, /API_PUBLIC_URL/],
    [{ API_PUBLIC_URL: "ftp://files.example" }, /API_PUBLIC_URL/],
    [{ API_TRUST_PROXY: "everything" }, /API_TRUST_PROXY/],
    [{ DATABASE_URL: "mysql://agency:secret@db/agency" }, /DATABASE_URL must be a postgres:\/\/ URL/],
    [{ SITE_BUILDER: "maybe" }, /SITE_BUILDER must be 1 or 0/],
    [{ SITE_REFRESH: "later" }, /SITE_REFRESH must be 1 or 0/],
    [{ SITE_PREVIEW_URL: "preview" }, /SITE_PREVIEW_URL/],
  ])("refuses %p", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("never repeats a refused DATABASE_URL, which may carry a password", () => {
    expect(() => loadConfig({ DATABASE_URL: "mysql://agency:hunter2@db/agency" })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining("hunter2") }),
    );
  });
});
