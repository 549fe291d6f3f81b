/**
 * The refresh's own work tree (issue 29): a second, detached git work tree of the site's checkout at
 * `<SITE_BUILDS_DIR>/.refresh-tree`, checked out at the live build's commit before each refresh. Its
 * `.cache/` and `public/` (ignored by git) stay between refreshes, so they are warm Gatsby builds; its
 * `node_modules` is a link to the checkout's. Content saved in the checkout and not yet published is
 * never in it: only committed history at the live commit is.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

const git = async (cwd: string, args: string[]): Promise<string> =>
  (await run("git", args, { cwd, maxBuffer: 16 * 1024 * 1024 })).stdout;

const ENV_FILES = [".env", ".env.production"];

/** Where the refresh's work tree lives (a dot name: never a build folder, never pruned). */
export const refreshTreeDir = (buildsDir: string) => path.join(buildsDir, ".refresh-tree");

/** Makes (or moves) the refresh's work tree to `commit`, with no other change in it; answers its folder. */
export async function prepareRefreshTree(repoDir: string, buildsDir: string, commit: string): Promise<string> {
  const dir = refreshTreeDir(buildsDir);
  let ready = false;
  if (fs.existsSync(path.join(dir, ".git"))) {
    try {
      await git(dir, ["checkout", "--quiet", "--detach", "--force", commit]);
      // Files a crashed refresh left that git does not ignore; .cache/ and public/ (ignored) stay warm.
      await git(dir, ["clean", "-fdq"]);
      ready = true;
    } catch {
      // Not a work tree of this checkout any more (the checkout was made anew): start it again.
      await fs.promises.rm(dir, { recursive: true, force: true });
    }
  }
  if (!ready) {
    fs.mkdirSync(buildsDir, { recursive: true });
    // A tree whose folder was deleted (with the builds folder) is still registered: forget it first.
    await git(repoDir, ["worktree", "prune"]);
    await git(repoDir, ["worktree", "add", "--quiet", "--detach", "--force", dir, commit]);
  }
  const modules = path.join(dir, "node_modules");
  const own = path.join(repoDir, "node_modules");
  if (!fs.existsSync(modules) && fs.existsSync(own)) {
    fs.rmSync(modules, { force: true }); // a link left dangling
    fs.symlinkSync(fs.realpathSync(own), modules);
  }
  // The build's settings files, which git ignores (Gatsby reads .env.production itself).
  for (const name of ENV_FILES) {
    const from = path.join(repoDir, name);
    if (fs.existsSync(from)) fs.copyFileSync(from, path.join(dir, name));
    else fs.rmSync(path.join(dir, name), { force: true });
  }
  return dir;
}
