/**
 * A small stand-in for `gatsby build` in the refresh tests (run by stand-in.ts's cli.js as the checkout's
 * "Gatsby"): it writes public/ from what a real build reads, the work tree's data/marker.txt and the
 * published posts and open jobs in the store the builder names in its environment (API_DB_PATH or
 * DATABASE_URL), a page per post at /blog/<url>/. It fails, as Gatsby does, when STAND_IN_FAIL_FILE exists.
 */
import fs from "node:fs";
import path from "node:path";
import { connect } from "../../../../api/store/db";
import { kolkataDay } from "../../../../api/store/jobs";

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

async function main(dir: string): Promise<void> {
  const fail = process.env.STAND_IN_FAIL_FILE;
  if (fail && fs.existsSync(fail)) {
    console.log("ERROR\n\nThe stand-in build was told to fail.\nnot finished Building static HTML for pages - 0.1s");
    process.exit(1);
  }
  const { db, close } = connect({ databaseUrl: process.env.DATABASE_URL || undefined, dbPath: process.env.API_DB_PATH ?? "" });
  const now = new Date();
  const posts = await db.selectFrom("blogs").select(["url", "title"]).where("status", "=", "published").where("published_at", "<=", now.toISOString()).orderBy("id").execute();
  const jobs = await db
    .selectFrom("jobs")
    .select(["id", "job_title"])
    .where("status", "=", "open")
    .where((eb) => eb.or([eb("closes_at", "is", null), eb("closes_at", ">=", kolkataDay(now))]))
    .orderBy("id")
    .execute();
  await close();
  const markerFile = path.join(dir, "data", "marker.txt");
  const marker = fs.existsSync(markerFile) ? fs.readFileSync(markerFile, "utf8").trim() : "";
  const out = path.join(dir, "public");
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const list = (items: string[]) => items.map((item) => `<li>${escape(item)}</li>`).join("");
  fs.writeFileSync(
    path.join(out, "index.html"),
    `<p id="marker">${escape(marker)}</p><ul id="posts">${list(posts.map((p) => p.title))}</ul><ul id="jobs">${list(jobs.map((j) => j.job_title))}</ul>`,
  );
  for (const post of posts) {
    fs.mkdirSync(path.join(out, "blog", post.url), { recursive: true });
    fs.writeFileSync(path.join(out, "blog", post.url, "index.html"), `<h1>${escape(post.title)}</h1>`);
  }
  console.log("success Building static HTML for pages - 0.1s");
  console.log("info Done building in 0.1 sec");
}

main(process.argv[2] ?? process.cwd()).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
