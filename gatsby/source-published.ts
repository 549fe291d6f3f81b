/**
 * Sources the posts and open jobs the live site pre-renders (issue 29) from the API's store: runs
 * `api/site/published-cli.ts` as a child process (the same `API_DB_PATH` / `DATABASE_URL` as the API)
 * and makes a `PublishedPost` per post, with its image as a `File`, and an `OpenJob` per job (its HTML
 * sanitised, gatsby/open-job-fields.ts).
 *
 * A build that cannot read the store says so and goes on without them: the site still works, its
 * posts and jobs load from the API at runtime as before.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import type { GatsbyNode } from "gatsby";
import { createFileNodeFromBuffer } from "gatsby-source-filesystem";
import type { PublishedFile } from "../shared/published";
import { openJobFields } from "./open-job-fields";

const run = promisify(execFile);

/** gatsby-node is compiled into .cache, so the project root is the working directory Gatsby runs in. */
const root = process.cwd();

async function readStore(folder: string): Promise<{ published: PublishedFile; log: string }> {
  const cli = path.join(root, "api", "site", "published-cli.ts");
  const { stdout } = await run(process.execPath, ["--import", "tsx", cli, folder], { cwd: root, env: process.env, maxBuffer: 16 * 1024 * 1024 });
  const published = JSON.parse(fs.readFileSync(path.join(folder, "published.json"), "utf8")) as PublishedFile;
  return { published, log: stdout.trim() };
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async ({ actions, createNodeId, createContentDigest, getCache, reporter }) => {
  const folder = path.join(root, ".cache", "published");
  let published: PublishedFile;
  try {
    const read = await readStore(folder);
    published = read.published;
    reporter.info(`Posts and jobs: ${read.log}`);
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    const reason = typeof stderr === "string" && stderr.trim() ? stderr.trim().split("\n").pop() : error instanceof Error ? error.message : String(error);
    reporter.warn(
      `Posts and jobs could not be read from the API's store (${reason}). This build has no post or job pages; ` +
        "the blog and careers pages load them from the API at runtime. Check API_DB_PATH / DATABASE_URL and build again.",
    );
    return;
  }

  for (const post of published.posts) {
    const id = createNodeId(`PublishedPost-${post.id}`);
    let imageFileId: string | null = null;
    if (post.image) {
      const buffer = fs.readFileSync(path.join(folder, "images", post.image.file));
      const { name, ext } = path.parse(post.image.file);
      const file = await createFileNodeFromBuffer({ buffer, name, ext, getCache, createNode: actions.createNode, createNodeId, parentNodeId: id });
      imageFileId = file.id;
    }
    const fields = {
      postId: post.id,
      url: post.url,
      title: post.title,
      html: post.html,
      publishedAt: post.publishedAt,
      updatedAt: post.updatedAt,
      seoTitle: post.seoTitle ?? null,
      seoDescription: post.seoDescription ?? null,
      imageFileId,
    };
    actions.createNode({ id, ...fields, internal: { type: "PublishedPost", contentDigest: createContentDigest(fields) } });
  }
  for (const job of published.jobs) {
    const fields = openJobFields(job);
    actions.createNode({
      ...fields,
      id: createNodeId(`OpenJob-${fields.jobId}`),
      internal: { type: "OpenJob", contentDigest: createContentDigest(fields) },
    });
  }
};
