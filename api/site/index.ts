/**
 * Publishing the site from the console (issue 23): the queue of builds in the database, the builder
 * that works it off (on the instance with SITE_BUILDER=1), and the staff routes under /staff/site.
 */
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../store/db";
import type { Engine } from "../store/schema";
import { SiteBuilder } from "./builder";
import type { SiteOptions } from "./settings";

export type { SiteOptions } from "./settings";

export interface SiteService {
  options: SiteOptions;
  engine: Engine;
  /** Present on the instance that builds. */
  builder: SiteBuilder | null;
  /** Tell the local builder there is work (no-op on the others: theirs polls the database). */
  nudge: () => void;
  stop: () => Promise<void>;
}

export async function startSite(db: Db, engine: Engine, options: SiteOptions, log: FastifyBaseLogger): Promise<SiteService> {
  const builder = options.builder ? new SiteBuilder(db, options, log, engine) : null;
  await builder?.start();
  if (builder) log.info({ checkout: options.repoDir, builds: options.buildsDir }, "site builder running");
  return {
    options,
    engine,
    builder,
    nudge: () => {
      builder?.nudge();
      builder?.nudgeReleases();
    },
    stop: async () => builder?.stop(),
  };
}
