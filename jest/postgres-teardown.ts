/** Jest global teardown: stops the API tests' PostgreSQL cluster and removes its folder. */
export default async function teardown(): Promise<void> {
  await globalThis.__selenovaPgCluster?.stop();
  globalThis.__selenovaPgCluster = undefined;
}
