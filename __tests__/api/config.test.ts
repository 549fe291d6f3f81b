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
      trustProxy: false,
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
      API_TRUST_PROXY: "true",
    });
    expect(config).toEqual({
      host: "0.0.0.0",
      port: 8123,
      dbPath: "/var/lib/selenova/agency.db",
      uploadDir: path.join(ROOT, "uploads"),
      publicUrl: "https://api.selenova.example",
      allowedOrigins: ["https://selenova.example", "https://www.selenova.example"],
      rateLimitMax: 60,
      trustProxy: true,
    });
  });

  it.each([
    [{ API_PORT: "eighty" }, /API_PORT/],
    [{ API_PORT: "70000" }, /API_PORT/],
    [{ API_RATE_LIMIT_MAX: "0" }, /API_RATE_LIMIT_MAX/],
    [{ API_PUBLIC_URL: "localhost:8000" }, /API_PUBLIC_URL/],
    [{ API_PUBLIC_URL: "ftp://files.example" }, /API_PUBLIC_URL/],
  ])("refuses %p", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
