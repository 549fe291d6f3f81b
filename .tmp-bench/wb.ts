import { openStore } from "/work/wt/events/api/store";
import { writeBatch } from "/work/wt/events/api/analytics/write-batch";
import { FloodGate } from "/work/wt/events/api/analytics/flood";
import { readEvent } from "/work/wt/events/api/analytics/event-input";
import { isbot } from "/work/wt/events/node_modules/isbot";
import { createHash } from "node:crypto";
async function main() {
  const store = await openStore({ dbPath: "/tmp/wb-" + Date.now() + ".db" });
  let n = 0;
  for (let round = 0; round < 20; round++) {
    const batch = [];
    for (let i = 0; i < 200; i++, n++) batch.push({ at: new Date(Date.now()).toISOString(), day: "2026-11-27", visitor: createHash("sha256").update(String(n % 5000)).digest("hex"), path: ["/", "/a", "/b", "/c"][n % 4], utm: { source: "", medium: "", campaign: "", term: "", content: "" }, referrerHost: null });
    const t = process.hrtime.bigint();
    await writeBatch(store.db, store.engine, batch);
    console.log(round, Number(process.hrtime.bigint() - t) / 1e6, "ms");
  }
  const ua = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 visitor/1";
  let t = process.hrtime.bigint();
  for (let i = 0; i < 10000; i++) isbot(ua + i);
  console.log("isbot us", Number(process.hrtime.bigint() - t) / 1e7);
  t = process.hrtime.bigint();
  for (let i = 0; i < 10000; i++) readEvent(JSON.stringify({ url: "http://localhost:9000/services?utm_source=x", referrer: "https://www.google.com/" }), ["http://localhost:9000"]);
  console.log("readEvent us", Number(process.hrtime.bigint() - t) / 1e7);
  await store.close();
}
main();
