/**
 * A copy of data/ to break, for the data checks' tests: each test gets its own (the JSON and schemas copied,
 * the images linked, never written) and reads and writes its files by name.
 */
import fs from "fs";
import os from "os";
import path from "path";

export type Json = Record<string, unknown>;

const root = path.resolve(__dirname, "../..");

export function dataCopyPerTest() {
  const dirs = { dataDir: "", staticDir: path.join(root, "static") };
  beforeEach(() => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "data-check-"));
    dirs.dataDir = path.join(tmp, "data");
    fs.cpSync(path.join(root, "data"), dirs.dataDir, { recursive: true, filter: (src) => !src.includes(`${path.sep}images`) });
    fs.symlinkSync(path.join(root, "data", "images"), path.join(dirs.dataDir, "images"));
  });
  const readJson = (file: string): Json => JSON.parse(fs.readFileSync(path.join(dirs.dataDir, file), "utf8")) as Json;
  const writeJson = (file: string, value: unknown) => fs.writeFileSync(path.join(dirs.dataDir, file), JSON.stringify(value));
  return { dirs, readJson, writeJson };
}
