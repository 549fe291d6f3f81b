/**
 * The built site in a folder (default the checkout's public/) served by the site server alone, with
 * docs/nginx.conf's rules and statuses: no preview, no builds folder. The browser tests' site
 * (playwright.config.ts), so they see what a visitor of `npm run serve` sees, 404s included.
 * `tsx site-server/public.ts [--port 9000] [--host localhost] [--root public]`.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { createSiteServer } from "./server";

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { port: { type: "string", default: "9000" }, host: { type: "string", default: "localhost" }, root: { type: "string", default: "public" } },
  });
  const root = path.resolve(values.root);
  const site = await createSiteServer({ root: () => root });
  await site.listen({ host: values.host, port: Number(values.port) });
  console.log(`site: ${root} at http://${values.host}:${values.port}`);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      site.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
