/**
 * The publishing specs' shared parts (issue 23): the live site and the preview of the checkout the e2e API
 * builds (playwright.config.ts: SITE_REPO_DIR, scripts/site-checkout.ts), served by the site's own server
 * (site-server/) on two ports of their own, and the Site screen's build messages and history read as a
 * person watching the screen reads them.
 */
import { expect, type Page } from "@playwright/test";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { previewSecret } from "../../api/site/preview-token";
import { siteCheckoutPath } from "../../scripts/site-checkout";
import { createLiveSite, createPreviewSite } from "../../site-server/sites";

/** A build takes minutes on a loaded 2-core machine. */
export const BUILD_MS = 8 * 60_000;

export const checkoutDir = siteCheckoutPath();
export const buildsDir = path.join(checkoutDir, ".builds");
export const livePort = Number(process.env.E2E_PUBLISH_LIVE_PORT);
export const previewPort = Number(process.env.E2E_PUBLISH_PREVIEW_PORT);

/** Serves the live site and the preview on their ports; returns a function that stops both. */
export async function serveLiveAndPreview(): Promise<() => Promise<void>> {
  const servers: FastifyInstance[] = [];
  const live = await createLiveSite({ repoDir: checkoutDir, buildsDir });
  // The secret the e2e API signs the console's preview links with (the builds folder's own, as in production).
  const preview = await createPreviewSite({ buildsDir, secret: previewSecret(process.env, buildsDir) });
  await live.listen({ host: "localhost", port: livePort });
  await preview.listen({ host: "localhost", port: previewPort });
  servers.push(live, preview);
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}

/** The number of the build a click just queued, from the screen's status line (whatever state it has reached). */
export async function queuedId(page: Page, kind: "Preview" | "Publish"): Promise<string> {
  const message = page.getByRole("status").filter({ hasText: new RegExp(`^${kind} build #\\d+ (is queued|is building|succeeded|failed)`) });
  await expect(message).toBeVisible();
  const id = /#(\d+)/.exec((await message.textContent()) ?? "")?.[1];
  if (!id) throw new Error("no build number in the message");
  return id;
}

/** Waits, as a person watching the screen does, until the build's row in the history shows its outcome. */
export async function awaitBuild(page: Page, id: string): Promise<void> {
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: id, exact: true }) });
  await expect(row).toContainText(/Succeeded|Failed/, { timeout: BUILD_MS });
  await expect(row).toContainText("Succeeded");
}
