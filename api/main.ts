/** Starts the API with settings from the environment (see config.ts). */
import { loadConfig } from "./config";
import { buildServer } from "./server";

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildServer({
    ...config,
    logger: { level: process.env.API_LOG_LEVEL ?? "info" },
    pregeneratePdfs: true,
  });
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
