/**
 * A content checkout whose "Gatsby" is the stand-in (stand-in-gatsby.ts): a copy of data/ in git, with
 * node_modules/gatsby/cli.js (ignored by git, as a real node_modules is) running the stand-in in the
 * folder it was started in. The refresh's work tree links the same node_modules, so it runs there too.
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../../../../api/config";
import { makeContentRepo, type ContentRepo } from "../../content-repo";

export function standInCheckout(): ContentRepo {
  const repo = makeContentRepo();
  fs.writeFileSync(path.join(repo.dir, ".gitignore"), "node_modules\n.cache/\npublic/\n/.builds*/\n");
  fs.writeFileSync(path.join(repo.dir, "data", "marker.txt"), "as first published\n");
  repo.commitAll("content: the marker the stand-in build shows");
  const cli = path.join(repo.dir, "node_modules", "gatsby", "cli.js");
  fs.mkdirSync(path.dirname(cli), { recursive: true });
  const script = path.join(__dirname, "stand-in-gatsby.ts");
  fs.writeFileSync(
    cli,
    [
      'const { spawnSync } = require("node:child_process");',
      `const run = spawnSync(process.execPath, ["--import", "tsx", ${JSON.stringify(script)}, process.cwd()], { cwd: ${JSON.stringify(ROOT)}, stdio: "inherit" });`,
      "process.exit(run.status === null ? 1 : run.status);",
      "",
    ].join("\n"),
  );
  return repo;
}
