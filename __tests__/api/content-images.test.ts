/** @jest-environment node */
/**
 * Content uploads (issue 28 §4): metadata stripped (EXIF with GPS and author, PNG text chunks, bytes after
 * the image), the picture turned upright first; at most 20 uploads a minute per person, counted in the
 * database; uploads no save used are removed after a day.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import sharp from "sharp";
import { TEST_ENGINES, startServer, type TestServer } from "./helpers";
import { makeContentRepo, type ContentRepo } from "./content-repo";
import { staffClient, type Errors, type StaffClient } from "./staff-helpers";
import { UPLOADS_PER_MINUTE, UNUSED_UPLOAD_MS, sweepUnusedUploads } from "../../api/content/upload-limits";

jest.setTimeout(180_000);

const SECRET = "Mallory Secret";
const TRAILER = "TRAILING-SECRET-BYTES";

/** 64×32: left half red, right half blue. */
const halves = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: { r: 220, g: 0, b: 0 } } }).composite([
    { input: { create: { width: 32, height: 32, channels: 3, background: { r: 0, g: 0, b: 220 } } }, left: 32, top: 0 },
  ]);

/** A camera's JPEG: stored sideways with EXIF orientation 6 (turn 90° clockwise), GPS and an artist. */
async function cameraJpeg(): Promise<Buffer> {
  const raw = await halves().jpeg({ quality: 95 }).toBuffer();
  return sharp(raw)
    .jpeg({ quality: 95 })
    .withExif({ IFD0: { Artist: SECRET, Copyright: SECRET }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 31/1 12/1" } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG with a tEXt chunk before IEND and bytes appended after the file's end. */
async function pngWithText(): Promise<Buffer> {
  const png = await halves().png().toBuffer();
  const data = Buffer.from(`Author\0${SECRET}`, "latin1");
  const type = Buffer.from("tEXt", "latin1");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([type, data])));
  const iend = png.length - 12;
  return Buffer.concat([png.subarray(0, iend), length, type, data, crc, png.subarray(iend), Buffer.from(TRAILER)]);
}

const form = (bytes: Buffer, name: string, collection = "case-studies") => {
  const body = new FormData();
  body.append("collection", collection);
  body.append("image", new Blob([new Uint8Array(bytes)]), name);
  return body;
};

/** The colour at (x, y) of an image, as [r, g, b]. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}
const isRed = ([r, g, b]: number[]) => r > 180 && g < 60 && b < 60;
const isBlue = ([r, g, b]: number[]) => b > 180 && r < 60 && g < 60;

describe.each(TEST_ENGINES)("content uploads on %s", (engine) => {
  let server: TestServer;
  let repo: ContentRepo;
  let marketing: StaffClient;
  const upload = (who: StaffClient, body: FormData) => who.json<{ path: string } & Errors>("/staff/content/images", { method: "POST", body });
  const stored = (imagePath: string) => fs.readFileSync(path.join(repo.dir, "data", imagePath));

  beforeAll(async () => {
    repo = makeContentRepo();
    server = await startServer(engine, { siteRepoDir: repo.dir });
    marketing = await staffClient(server, "marketing", "asha@selenova.example");
  });
  afterAll(async () => {
    await server.close();
    repo.remove();
  });

  it("stores a camera JPEG upright and without its EXIF (GPS, artist)", async () => {
    const sent = await cameraJpeg();
    expect(sent.includes(SECRET)).toBe(true);
    expect((await sharp(sent).metadata()).orientation).toBe(6);
    const { status, body } = await upload(marketing, form(sent, "holiday.jpg"));
    expect(status).toBe(201);
    expect(body.path).toMatch(/\.jpg$/);
    const bytes = stored(body.path);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 32, height: 64 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(bytes.includes(SECRET)).toBe(false);
    expect(bytes.includes("Exif")).toBe(false);
    // Turned 90° clockwise: the left (red) half is now on top.
    expect(isRed(await pixel(bytes, 16, 4))).toBe(true);
    expect(isBlue(await pixel(bytes, 16, 59))).toBe(true);
  });

  it("stores a PNG without its text chunk and without bytes appended after it", async () => {
    const sent = await pngWithText();
    expect(sent.includes(SECRET) && sent.includes(TRAILER)).toBe(true);
    const { status, body } = await upload(marketing, form(sent, "logo.png"));
    expect(status).toBe(201);
    expect(body.path).toMatch(/\.png$/);
    const bytes = stored(body.path);
    expect(bytes.includes(SECRET)).toBe(false);
    expect(bytes.includes("tEXt")).toBe(false);
    expect(bytes.includes(TRAILER)).toBe(false);
    expect(bytes.subarray(-8).toString("latin1")).toBe("IEND\xae\x42\x60\x82");
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "png", width: 64, height: 32 });
    expect(isRed(await pixel(bytes, 4, 16))).toBe(true);
  });

  it(`takes at most ${UPLOADS_PER_MINUTE} uploads a minute from one person (429 after), counted in the database`, async () => {
    const busy = await staffClient(server, "marketing", "busy.bee@selenova.example");
    const png = await halves().png().toBuffer();
    const before = fs.readdirSync(path.join(repo.dir, "data/images/awards")).length;
    for (let i = 0; i < UPLOADS_PER_MINUTE; i += 1) expect((await upload(busy, form(png, `badge ${i}.png`, "awards"))).status).toBe(201);
    const refused = await upload(busy, form(png, "one too many.png", "awards"));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ message: `You can upload at most ${UPLOADS_PER_MINUTE} images a minute. Wait a minute, then try again.` });
    expect(Number(refused.response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(fs.readdirSync(path.join(repo.dir, "data/images/awards"))).toHaveLength(before + UPLOADS_PER_MINUTE);
    const rows = await server.rows<{ count: number | string }>(`SELECT count FROM rate_limits WHERE key = 'content-upload:${busy.user.id}'`);
    expect(rows.map((row) => Number(row.count))).toEqual([UPLOADS_PER_MINUTE + 1]);
    // Someone else's budget is their own.
    expect((await upload(marketing, form(png, "mine.png", "awards"))).status).toBe(201);
  });
});

describe("the sweep of unused uploads", () => {
  let repo: ContentRepo;
  beforeAll(() => {
    repo = makeContentRepo();
  });
  afterAll(() => repo.remove());

  const put = (relative: string, ageMs: number, now: number) => {
    const file = path.join(repo.dir, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, "not really an image");
    const when = new Date(now - ageMs);
    fs.utimesSync(file, when, when);
  };

  it("removes untracked uploads older than a day that no data file names, and nothing else", async () => {
    const now = Date.now();
    const day = UNUSED_UPLOAD_MS;
    put("data/images/awards/abandoned-0a1b2c3d.png", day + 60_000, now);
    put("data/images/awards/fresh-1a2b3c4d.png", day - 60_000, now);
    put("data/images/awards/named-2a3b4c5d.png", day + 60_000, now);
    put("data/images/awards/hand made.png", day + 60_000, now);
    const awards = repo.readJson<{ awards: { image: string }[] }>("data/awards.json");
    awards.awards[0].image = "images/awards/named-2a3b4c5d.png";
    fs.writeFileSync(path.join(repo.dir, "data/awards.json"), `${JSON.stringify(awards, null, 2)}\n`);
    const tracked = repo.git("ls-files", "data/images").trim().split("\n");

    expect(await sweepUnusedUploads(repo.dir, now)).toEqual(["data/images/awards/abandoned-0a1b2c3d.png"]);
    const left = (name: string) => fs.existsSync(path.join(repo.dir, "data/images/awards", name));
    expect([left("abandoned-0a1b2c3d.png"), left("fresh-1a2b3c4d.png"), left("named-2a3b4c5d.png"), left("hand made.png")]).toEqual([false, true, true, true]);
    expect(tracked.every((file) => fs.existsSync(path.join(repo.dir, file)))).toBe(true);

    // A day later by the clock, the fresh one is abandoned too.
    expect(await sweepUnusedUploads(repo.dir, now + 2 * 60_000)).toEqual(["data/images/awards/fresh-1a2b3c4d.png"]);
  });
});
