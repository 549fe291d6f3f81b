/** @jest-environment node */
/** The content API (issue 24): history and restore, and images (list, preview, upload by content and size). */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { SEED_AUTHOR, makeContentRepo, type ContentRepo } from "./content-repo";
import { staffClient, type Errors, type StaffClient } from "./staff-helpers";

jest.setTimeout(120_000);

type Json = Record<string, unknown>;
interface Loaded {
  data: Json;
  version: string;
}
interface HistoryEntry {
  commit: string;
  author: string;
  date: string;
  message: string;
}
const picture = (format: "png" | "jpeg" | "webp", alpha = false) =>
  sharp({ create: { width: 64, height: 48, channels: alpha ? 4 : 3, background: { r: 200, g: 120, b: 20, alpha: 0.5 } } })
    .toFormat(format)
    .toBuffer();

function imageForm(bytes: Buffer | null, collection: string | null, name = "Launch Poster.png", extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  if (collection !== null) form.append("collection", collection);
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  if (bytes) form.append("image", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  return form;
}

describe.each(TEST_ENGINES)("content history and images on %s", (engine) => {
  let server: TestServer;
  let repo: ContentRepo;
  let marketing: StaffClient;
  const load = async (collection: string) => (await marketing.json<Loaded>(`/staff/content/${collection}`)).body;
  const save = (collection: string, data: unknown, version: string) =>
    marketing.json<{ version: string; commit: string } & Errors>(`/staff/content/${collection}`, { method: "PUT", body: { data, version } });
  const upload = (form: FormData) => marketing.json<{ path: string } & Errors>("/staff/content/images", { method: "POST", body: form });

  beforeAll(async () => {
    repo = makeContentRepo();
    server = await startServer(engine, { siteRepoDir: repo.dir });
    marketing = await staffClient(server, "marketing", "asha@selenova.example");
  });
  afterAll(async () => {
    await server.close();
    repo.remove();
  });

  it("lists a collection's commits, those made outside the console too, and restores one as a new commit", async () => {
    const original = repo.read("data/testimonials.json");
    const { data, version } = await load("testimonials");
    const edited = structuredClone(data);
    (edited.testimonials as Json[])[0].job = "Chief Growth Officer, OrbitCart";
    const saved = await save("testimonials", edited, version);
    expect(saved.status).toBe(200);

    const { status, body: history } = await marketing.json<HistoryEntry[]>("/staff/content/testimonials/history");
    expect(status).toBe(200);
    expect(history).toEqual([
      expect.objectContaining({ commit: saved.body.commit, author: "Asha", authorEmail: "asha@selenova.example", date: expect.any(String), message: 'content(testimonials): "Ananya Kulkarni" job' }),
      expect.objectContaining({ commit: repo.git("rev-list", "--max-parents=0", "HEAD").trim(), author: SEED_AUTHOR.name, authorEmail: SEED_AUTHOR.email, date: expect.any(String), message: "content: as the project holds it" }),
    ]);

    const restored = await marketing.json<{ version: string; commit: string }>("/staff/content/testimonials/restore", { method: "POST", body: { commit: history[1].commit } });
    expect(restored.status).toBe(200);
    expect(repo.read("data/testimonials.json")).toBe(original);
    expect(restored.body.version).toBe(repo.git("hash-object", "data/testimonials.json").trim());
    expect(repo.git("log", "-1", "--format=%an|%s").trim()).toMatch(/^Asha\|content\(testimonials\): restore the version of .+ IST by Content Seed$/);
    expect((await marketing.json<HistoryEntry[]>("/staff/content/testimonials/history")).body).toHaveLength(3);

    const again = await marketing.json<Errors>("/staff/content/testimonials/restore", { method: "POST", body: { commit: history[1].commit } });
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual([{ field: "commit", message: "The file already holds this version" }]);
    const foreign = await marketing.json<Errors>("/staff/content/awards/restore", { method: "POST", body: { commit: saved.body.commit } });
    expect(foreign.body.errors).toEqual([{ field: "commit", message: "That version is not in this collection's history" }]);
    const audit = await server.rows<{ detail: string }>("SELECT detail FROM audit_log WHERE entity = 'content' ORDER BY id");
    expect(audit.map((row) => row.detail)).toEqual([expect.stringMatching(/^save /), expect.stringMatching(/^restore /)]);
  });

  it("restores nothing the build would refuse", async () => {
    const file = path.join(repo.dir, "data/partners.json");
    const good = repo.read("data/partners.json");
    fs.writeFileSync(file, good.replace(/"logo": "images\/partners\/[^"]+"/, '"logo": "images/partners/gone.png"'));
    repo.commitAll("partners: a logo that is not there");
    const broken = repo.git("rev-parse", "HEAD").trim();
    fs.writeFileSync(file, good);
    repo.commitAll("partners: fixed");
    const commits = repo.commitCount();
    const { status, body } = await marketing.json<Errors>("/staff/content/partners/restore", { method: "POST", body: { commit: broken } });
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ field: "/partners/0/logo", message: expect.stringMatching(/"logo" names "images\/partners\/gone\.png"/) }]);
    expect(repo.read("data/partners.json")).toBe(good);
    expect(repo.commitCount()).toBe(commits);
  });

  it("uploads an image judged by content under data/images/<collection>/, committed with the save that uses it", async () => {
    const png = await picture("png");
    const { status, body } = await upload(imageForm(png, "case-studies", "../../Launch Poster!.png"));
    expect(status).toBe(201);
    expect(body.path).toMatch(/^images\/case-studies\/launch-poster-[0-9a-f]{8}\.png$/);
    expect(fs.readFileSync(path.join(repo.dir, "data", body.path)).equals(png)).toBe(true);
    expect((await marketing.json<{ path: string }[]>("/staff/content/images")).body).toContainEqual({ path: body.path });
    const preview = await marketing.call(`/staff/content/images/thumbnail?path=${encodeURIComponent(body.path)}`);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    expect((await sharp(Buffer.from(await preview.arrayBuffer())).metadata()).format).toBe("webp");

    const { data, version } = await load("case-studies");
    (data.caseStudies as Json[])[2].thumb = body.path;
    const saved = await save("case-studies", data, version);
    expect(saved.status).toBe(200);
    expect(repo.git("show", "--name-only", "--format=", "HEAD").trim().split("\n").sort()).toEqual(["data/case-studies.json", `data/${body.path}`]);

    const webp = await upload(imageForm(await picture("webp"), "awards", "badge.webp"));
    expect(webp.body.path).toMatch(/^images\/awards\/badge-[0-9a-f]{8}\.jpg$/);
    const transparent = await upload(imageForm(await picture("webp", true), "awards", "badge.webp"));
    expect(transparent.body.path).toMatch(/\.png$/);
    const logo = await upload(imageForm(png, "clients", "bytesites.png", { industry: "Insurance & Finance" }));
    expect(logo.body.path).toMatch(/^images\/clients\/Insurance & Finance\/image-[0-9a-f]{8}\.png$/);
    const audit = await server.rows<{ entity_id: string }>("SELECT entity_id FROM audit_log WHERE entity = 'content-image'");
    expect(audit.map((row) => row.entity_id)).toEqual(expect.arrayContaining([body.path, webp.body.path, logo.body.path]));
  });

  it("refuses uploads by content and size, and without a known collection, writing nothing", async () => {
    const before = fs.readdirSync(path.join(repo.dir, "data/images/awards")).sort();
    const text = await upload(imageForm(Buffer.from("<svg onload=alert(1)></svg>"), "awards", "poster.png"));
    expect(text.status).toBe(422);
    expect(text.body.errors).toEqual([{ field: "image", message: "Image must be a JPEG, PNG or WebP file" }]);
    const big = Buffer.concat([await picture("png"), Buffer.alloc(8 * 1024 * 1024)]);
    const tooBig = await upload(imageForm(big, "awards"));
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.errors).toEqual([{ field: "image", message: "Image must be 8 MB or smaller" }]);
    const nowhere = await upload(imageForm(await picture("png"), "../../etc"));
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.errors).toEqual([{ field: "collection", message: "Choose the collection the image is for" }]);
    expect((await upload(imageForm(null, "awards"))).body.errors).toEqual([{ field: "image", message: "Choose an image" }]);
    const json = await marketing.call("/staff/content/images", { method: "POST", body: { collection: "awards" } });
    expect(json.status).toBe(415);
    expect(fs.readdirSync(path.join(repo.dir, "data/images/awards")).sort()).toEqual(before);
  });

  it("previews only images inside data/images", async () => {
    for (const bad of ["images/../../package.json", "images/nowhere.png", "schemas/awards.schema.json", "/etc/passwd"]) {
      expect([bad, (await marketing.call(`/staff/content/images/thumbnail?path=${encodeURIComponent(bad)}`)).status]).toEqual([bad, 404]);
    }
  });
});
