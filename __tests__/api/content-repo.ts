/**
 * A throwaway content checkout for the content API's tests: the project's data/ copied into a temporary
 * folder (static/videos as empty files of the same names: the build's checks only ask that they exist),
 * made a git repository with one commit. Tests write and commit there, never in the project's own repo.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
export const SEED_AUTHOR = { name: "Content Seed", email: "seed@selenova.example" };

export interface ContentRepo {
  dir: string;
  git: (...args: string[]) => string;
  /** Commits every change as someone working outside the console. */
  commitAll: (message: string, author?: { name: string; email: string }) => void;
  read: (relative: string) => string;
  readJson: <T = Record<string, unknown>>(relative: string) => T;
  commitCount: () => number;
  remove: () => void;
}

export function makeContentRepo(): ContentRepo {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "selenova-content-"));
  fs.cpSync(path.join(ROOT, "data"), path.join(dir, "data"), { recursive: true });
  const videos = path.join(dir, "static", "videos");
  fs.mkdirSync(videos, { recursive: true });
  for (const name of fs.readdirSync(path.join(ROOT, "static", "videos"))) fs.writeFileSync(path.join(videos, name), "");
  const git = (...args: string[]) => execFileSync("git", ["-C", dir, ...args], { encoding: "utf8" });
  const commitAll = (message: string, author = SEED_AUTHOR) => {
    git("add", "-A");
    git("-c", `user.name=${author.name}`, "-c", `user.email=${author.email}`, "commit", "-q", "-m", message);
  };
  git("init", "-q", "-b", "main");
  commitAll("content: as the project holds it");
  const read = (relative: string) => fs.readFileSync(path.join(dir, relative), "utf8");
  return {
    dir,
    git,
    commitAll,
    read,
    readJson: <T,>(relative: string) => JSON.parse(read(relative)) as T,
    commitCount: () => Number(git("rev-list", "--count", "HEAD").trim()),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
