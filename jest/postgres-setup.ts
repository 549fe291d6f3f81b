/**
 * Jest global setup for the API tests: a throwaway PostgreSQL cluster (see
 * scripts/postgres/cluster.ts) whose admin URL reaches the test workers through the environment.
 */
import { startCluster, type Cluster } from "../scripts/postgres/cluster";
import { PG_ADMIN_URL_VARIABLE, TEST_ENGINES } from "./engines";

declare global {
  var __selenovaPgCluster: Cluster | undefined;
}

export default async function setup(): Promise<void> {
  if (!TEST_ENGINES.includes("postgres")) return;
  const cluster = await startCluster();
  globalThis.__selenovaPgCluster = cluster;
  process.env[PG_ADMIN_URL_VARIABLE] = cluster.url();
}
