/**
 * `npm run bench:images`: AVIF against WebP over every image in data/images, as the build encodes them
 * (gatsby-plugin-sharp: resize, then libvips' encoder at the site's quality with its default effort).
 * Each image is resized to IMAGE_WIDTH (640, or its own width if smaller), encoded, decoded again and
 * compared with the resized original by SSIM (bench/ssim.ts), over the theme's background where it has
 * transparency. Besides bytes at the same quality setting it reports bytes at the same SSIM: for each
 * image the AVIF (or WebP) size that matches the other format's SSIM at the site's quality, read off a
 * sweep of quality settings. It is a measurement, not a test, and fails nothing.
 * IMAGE_LIMIT=n measures the first n images only; IMAGE_AVIF_EFFORT sets the AVIF effort (default 4,
 * what gatsby-plugin-sharp uses).
 */
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import sharp from "sharp";
import { ssim, type RawImage } from "./ssim.ts";

const QUALITY = 62; // gatsby-config.ts: the site's quality for every format
const WIDTH = Number(process.env.IMAGE_WIDTH ?? 640);
const AVIF_EFFORT = Number(process.env.IMAGE_AVIF_EFFORT ?? 4);
const LIMIT = Number(process.env.IMAGE_LIMIT ?? Infinity);
const BACKGROUND = "#05070f"; // theme.colors.space: what a transparent image is seen over
const AVIF_SWEEP = [30, 45, 62];
const WEBP_SWEEP = [50, 62, 75, 85, 95];
const CONCURRENCY = 2;

type Format = "webp" | "avif";
/** Resized pixels, RGBA, as sharp takes them back as raw input. */
interface Pixels {
  data: Buffer;
  info: { width: number; height: number; channels: 4 };
}
interface Encoded {
  quality: number;
  bytes: number;
  ssim: number;
  ms: number;
}

function listImages(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listImages(full);
      return /\.(jpe?g|png|webp)$/i.test(entry.name) ? [full] : [];
    })
    .sort();
}

async function flattened(input: Buffer | Pixels): Promise<RawImage> {
  const image = Buffer.isBuffer(input) ? sharp(input) : sharp(input.data, { raw: input.info });
  const { data, info } = await image.flatten({ background: BACKGROUND }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

async function encode(source: Pixels, reference: RawImage, format: Format, quality: number): Promise<Encoded> {
  const start = performance.now();
  const pipeline = sharp(source.data, { raw: source.info });
  const bytes = await (format === "webp" ? pipeline.webp({ quality }) : pipeline.avif({ quality, effort: AVIF_EFFORT })).toBuffer();
  const ms = performance.now() - start;
  return { quality, bytes: bytes.length, ssim: ssim(reference, await flattened(bytes)), ms };
}

/** Bytes at the given SSIM, interpolated between the sweep's neighbouring points (clamped at its ends). */
function bytesAt(target: number, sweep: Encoded[]): { bytes: number; clamped: boolean } {
  const points = [...sweep].sort((a, b) => a.ssim - b.ssim);
  if (target <= points[0].ssim) return { bytes: points[0].bytes, clamped: target < points[0].ssim };
  const last = points[points.length - 1];
  if (target >= last.ssim) return { bytes: last.bytes, clamped: target > last.ssim };
  for (let i = 1; i < points.length; i++) {
    const hi = points[i];
    const lo = points[i - 1];
    if (target <= hi.ssim) {
      const t = hi.ssim === lo.ssim ? 0 : (target - lo.ssim) / (hi.ssim - lo.ssim);
      return { bytes: lo.bytes + t * (hi.bytes - lo.bytes), clamped: false };
    }
  }
  return { bytes: last.bytes, clamped: false };
}

interface Row {
  file: string;
  width: number;
  webp: Encoded[];
  avif: Encoded[];
}

async function measure(file: string): Promise<Row> {
  const meta = await sharp(file).metadata();
  const width = Math.min(WIDTH, meta.width ?? WIDTH);
  const resized = await sharp(file).rotate().resize({ width }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const source: Pixels = { data: resized.data, info: { width: resized.info.width, height: resized.info.height, channels: 4 } };
  const reference = await flattened(source);
  const webp: Encoded[] = [];
  for (const q of WEBP_SWEEP) webp.push(await encode(source, reference, "webp", q));
  const avif: Encoded[] = [];
  for (const q of AVIF_SWEEP) avif.push(await encode(source, reference, "avif", q));
  return { file, width, webp, avif };
}

const at = (list: Encoded[], quality: number): Encoded => {
  const found = list.find((e) => e.quality === quality);
  if (!found) throw new Error(`no encode at quality ${quality}`);
  return found;
};
const kB = (bytes: number) => `${(bytes / 1024).toFixed(0)} kB`;
const pct = (a: number, b: number) => `${(((a - b) / b) * 100).toFixed(1)}%`;

async function main(): Promise<void> {
  const files = listImages(path.join(process.cwd(), "data/images")).slice(0, LIMIT);
  console.log(`AVIF (effort ${AVIF_EFFORT}) against WebP: ${files.length} images at ${WIDTH} px wide (or less), quality ${QUALITY}`);
  const rows: Row[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < files.length) {
        const file = files[next++];
        rows.push(await measure(file));
        if (rows.length % 20 === 0) console.log(`  ${rows.length}/${files.length}`);
      }
    }),
  );
  rows.sort((a, b) => a.file.localeCompare(b.file));

  let webpBytes = 0, avifBytes = 0, webpSsim = 0, avifSsim = 0, webpMs = 0, avifMs = 0;
  let avifAtWebpSsim = 0, webpAtAvifSsim = 0, clamped = 0, avifSmaller = 0;
  for (const row of rows) {
    const w = at(row.webp, QUALITY);
    const a = at(row.avif, QUALITY);
    webpBytes += w.bytes;
    avifBytes += a.bytes;
    webpSsim += w.ssim;
    avifSsim += a.ssim;
    webpMs += w.ms;
    avifMs += a.ms;
    if (a.bytes < w.bytes) avifSmaller++;
    const avifMatch = bytesAt(w.ssim, row.avif);
    const webpMatch = bytesAt(a.ssim, row.webp);
    avifAtWebpSsim += avifMatch.bytes;
    webpAtAvifSsim += webpMatch.bytes;
    if (avifMatch.clamped || webpMatch.clamped) clamped++;
  }
  const n = rows.length;
  console.log("");
  console.log(`                     WebP q${QUALITY}      AVIF q${QUALITY} (effort ${AVIF_EFFORT})`);
  console.log(`bytes (all images)   ${kB(webpBytes).padEnd(13)} ${kB(avifBytes)}  (AVIF ${pct(avifBytes, webpBytes)}; smaller for ${avifSmaller} of ${n})`);
  console.log(`mean SSIM            ${(webpSsim / n).toFixed(4).padEnd(13)} ${(avifSsim / n).toFixed(4)}`);
  console.log(`encode time          ${(webpMs / 1000).toFixed(1).padEnd(11)} s ${(avifMs / 1000).toFixed(1)} s  (${(avifMs / webpMs).toFixed(1)}×)`);
  console.log("");
  console.log(`At the same SSIM (per image, interpolated over quality ${AVIF_SWEEP.join("/")} for AVIF, ${WEBP_SWEEP.join("/")} for WebP):`);
  console.log(`  AVIF matching WebP q${QUALITY}: ${kB(avifAtWebpSsim)} against ${kB(webpBytes)} (${pct(avifAtWebpSsim, webpBytes)})`);
  console.log(`  WebP matching AVIF q${QUALITY}: ${kB(webpAtAvifSsim)} against ${kB(avifBytes)} (${pct(webpAtAvifSsim, avifBytes)})`);
  if (clamped > 0) console.log(`  (${clamped} images fell outside a sweep; their sizes are the sweep's nearest end)`);

  const byFolder = new Map<string, { webp: number; avif: number; webpSsim: number; avifSsim: number; n: number }>();
  for (const row of rows) {
    const folder = path.relative(path.join(process.cwd(), "data/images"), path.dirname(row.file)).split(path.sep)[0] || ".";
    const entry = byFolder.get(folder) ?? { webp: 0, avif: 0, webpSsim: 0, avifSsim: 0, n: 0 };
    entry.webp += at(row.webp, QUALITY).bytes;
    entry.avif += at(row.avif, QUALITY).bytes;
    entry.webpSsim += at(row.webp, QUALITY).ssim;
    entry.avifSsim += at(row.avif, QUALITY).ssim;
    entry.n++;
    byFolder.set(folder, entry);
  }
  console.log("");
  console.log("folder            images  WebP        AVIF        SSIM WebP / AVIF");
  for (const [folder, e] of byFolder) {
    console.log(
      `${folder.padEnd(17)} ${String(e.n).padStart(6)}  ${kB(e.webp).padEnd(11)} ${kB(e.avif).padEnd(11)} ${(e.webpSsim / e.n).toFixed(4)} / ${(e.avifSsim / e.n).toFixed(4)}`,
    );
  }
}

await main();
