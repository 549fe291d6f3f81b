/**
 * What the content API's test files share: a throwaway checkout of the project's content, an API on it
 * (on the engine of the `describe.each`) and a signed-in marketer, with the Content screen's two calls:
 * load a collection, save it whole against the version it was loaded at. Call inside a `describe`: it
 * registers the suite's beforeAll/afterAll and fills the returned object in before the first test.
 */
import type { Engine } from "../../api/store";
import { makeContentRepo, type ContentRepo } from "./content-repo";
import { startServer, type TestServer } from "./helpers";
import { staffClient, type Errors, type StaffClient } from "./staff-helpers";

export type Json = Record<string, unknown>;

export interface Loaded {
  data: Json;
  version: string;
}

export type Saved = Errors & { version: string; commit: string };

export interface ContentSuite {
  repo: ContentRepo;
  server: TestServer;
  marketing: StaffClient;
  load(collection: string): Promise<Loaded>;
  save(collection: string, data: unknown, version: string): Promise<{ status: number; body: Saved; response: Response }>;
}

export function contentSuite(engine: Engine): ContentSuite {
  const suite = {
    async load(collection: string) {
      return (await suite.marketing.json<Loaded>(`/staff/content/${collection}`)).body;
    },
    save(collection: string, data: unknown, version: string) {
      return suite.marketing.json<Saved>(`/staff/content/${collection}`, { method: "PUT", body: { data, version } });
    },
  } as ContentSuite;
  beforeAll(async () => {
    suite.repo = makeContentRepo();
    suite.server = await startServer(engine, { siteRepoDir: suite.repo.dir });
    suite.marketing = await staffClient(suite.server, "marketing", "priya.sharma@selenova.example");
  });
  afterAll(async () => {
    await suite.server?.close();
    suite.repo?.remove();
  });
  return suite;
}

export const clone = <T,>(value: T): T => structuredClone(value);
