/**
 * What the publishing figures of `npm run bench:build` share (publish-time.ts, refresh-time.ts): the
 * publishing tests' warm checkout, the real API over a throwaway SQLite store with its builder on, the
 * site server reading the live link, and a database connection for the builds' rows.
 */
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { liveRoot } from "../api/site/folders";
import { buildServer } from "../api/server";
import { connect } from "../api/store/db";
import { makeSiteCheckout, type SiteCheckout } from "../scripts/site-checkout";
import { createSiteServer } from "../site-server/server";

export const ORIGIN = "http://localhost:9000";

export interface PublishingBench {
  checkout: SiteCheckout;
  buildsDir: string;
  /** The API's base URL and the live site's, on loopback. */
  base: string;
  liveBase: string;
  api: FastifyInstance;
  db: ReturnType<typeof connect>;
  close: () => Promise<void>;
}

export async function startPublishingBench(root: string, buildsDirOf: (checkoutDir: string) => string, storePrefix: string): Promise<PublishingBench> {
  const checkout = makeSiteCheckout(root);
  const buildsDir = buildsDirOf(checkout.dir);
  const store = fs.mkdtempSync(path.join(os.tmpdir(), storePrefix));
  const api = await buildServer({
    dbPath: path.join(store, "agency.db"),
    uploadDir: path.join(store, "uploads"),
    publicUrl: "http://localhost:8000",
    allowedOrigins: [ORIGIN],
    rateLimitMax: 1000,
    site: { repoDir: checkout.dir, buildsDir, builder: true, liveUrl: ORIGIN, previewUrl: "http://localhost:9001", pollMs: 100 },
  });
  await api.listen({ host: "127.0.0.1", port: 0 });
  const base = `http://127.0.0.1:${(api.server.address() as AddressInfo).port}`;
  const live = await createSiteServer({ root: () => liveRoot(checkout.dir, buildsDir) });
  await live.listen({ host: "127.0.0.1", port: 0 });
  const liveBase = `http://127.0.0.1:${(live.server.address() as AddressInfo).port}`;
  const db = connect({ dbPath: path.join(store, "agency.db") });
  const close = async () => {
    await live.close();
    await db.close();
    await api.close();
    fs.rmSync(store, { recursive: true, force: true });
  };
  return { checkout, buildsDir, base, liveBase, api, db, close };
}
