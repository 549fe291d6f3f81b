/**
 * `tsx api/site/published-cli.ts <folder>`: what the site build pre-renders, read from the API's store
 * (the same `API_DB_PATH` / `DATABASE_URL` the API uses) and written to `<folder>/published.json`, with
 * each post's image beside it in `<folder>/images/`. The build runs it as a child process
 * (gatsby/source-published.ts), so that the database drivers stay out of Gatsby's own processes.
 *
 * An empty store is seeded first, as the API seeds it when it starts: on a fresh machine the build can
 * run before the API ever did and still pre-render the seeded posts and jobs (issue 29).
 */
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../config";
import { seedIfEmpty } from "../seed";
import { openStore } from "../store";
import { readPublished } from "./published";

async function main(folder: string): Promise<void> {
  const config = loadConfig(process.env);
  const store = await openStore({ databaseUrl: config.databaseUrl, dbPath: config.dbPath });
  try {
    await seedIfEmpty(store, { testFixtures: config.seedTestFixtures });
    const published = await readPublished(store.db);
    const images = path.join(folder, "images");
    fs.rmSync(folder, { recursive: true, force: true });
    fs.mkdirSync(images, { recursive: true });
    const posts = published.posts.map(({ image, ...post }) => {
      if (!image) return { ...post, image: null };
      fs.writeFileSync(path.join(images, path.basename(image.file)), image.bytes);
      return { ...post, image: { file: path.basename(image.file), contentType: image.contentType } };
    });
    fs.writeFileSync(path.join(folder, "published.json"), JSON.stringify({ ...published, posts }, null, 2));
    const where = config.databaseUrl ? "PostgreSQL" : config.dbPath;
    process.stdout.write(`${published.posts.length} posts and ${published.jobs.length} open jobs read from ${where}\n`);
  } finally {
    await store.close();
  }
}

const folder = process.argv[2];
if (!folder) {
  process.stderr.write("usage: tsx api/site/published-cli.ts <folder>\n");
  process.exit(2);
}
main(path.resolve(folder)).catch((error: unknown) => {
  // The reason only: a driver's error can carry a connection string.
  const reason = error instanceof Error ? `${error.name}: ${error.message.replace(/postgres(ql)?:\/\/\S+/g, "postgres://…")}` : String(error);
  process.stderr.write(`${reason}\n`);
  process.exit(1);
});
