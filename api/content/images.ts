/**
 * Images for data files: the ones under data/images (for the picker), small previews of them, and
 * uploads. An upload is judged by its content (sharp reads the bytes; the name and type the browser sent
 * are ignored), at most 8 MB and 40 megapixels, and stored under data/images/<collection>/ with a name made
 * here. Every upload is decoded, turned upright and encoded again without its metadata: JPEG stays JPEG,
 * PNG stays PNG; WebP becomes PNG (with transparency) or JPEG, because the schemas (and so the build) take
 * .jpg and .png paths. The file is committed with the save that first uses it.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import { COVER_MAX_BYTES, COVER_MAX_PIXELS, COVER_PIXELS_MESSAGE, COVER_SIZE_MESSAGE, COVER_TYPE_MESSAGE } from "../staff/images";

export const IMAGE_MAX_BYTES = COVER_MAX_BYTES;
export const IMAGE_SIZE_MESSAGE = COVER_SIZE_MESSAGE;
export const IMAGE_TYPE_MESSAGE = COVER_TYPE_MESSAGE;

/** What data files may name (the schemas' image pattern). */
const IMAGE_PATH = /^images\/[A-Za-z0-9 &._/-]+\.(jpg|png)$/;

/** Every image under data/images, as data files name them (`images/…`), sorted. */
export function listImages(repoDir: string): string[] {
  const root = path.join(repoDir, "data", "images");
  if (!fs.existsSync(root)) return [];
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const relative = path.relative(path.join(repoDir, "data"), full).split(path.sep).join("/");
        if (IMAGE_PATH.test(relative)) found.push(relative);
      }
    }
  };
  walk(root);
  return found.sort();
}

/** The file an `images/…` path names, if it is an image inside data/images (never outside it). */
export function imageFile(repoDir: string, imagePath: string): string | null {
  if (!IMAGE_PATH.test(imagePath) || imagePath.split("/").includes("..")) return null;
  const root = path.resolve(repoDir, "data", "images");
  const file = path.resolve(repoDir, "data", imagePath);
  if (!file.startsWith(root + path.sep)) return null;
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

/** A small WebP preview (at most 320×240) for the console's thumbnails. */
export function thumbnail(file: string): Promise<Buffer> {
  return sharp(file, { limitInputPixels: COVER_MAX_PIXELS }).rotate().resize({ width: 320, height: 240, fit: "inside", withoutEnlargement: true }).webp({ quality: 70 }).toBuffer();
}

/** A name for an upload: the sent name's letters and digits (if any), then random hex. */
export function uploadName(sentName: string, extension: "jpg" | "png"): string {
  const stem = sentName
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `${stem || "image"}-${randomBytes(4).toString("hex")}.${extension}`;
}

/** Checks an upload by content; the bytes to store and their extension, or the problem. */
export async function acceptImage(input: Buffer): Promise<{ bytes: Buffer; extension: "jpg" | "png" } | { error: string }> {
  if (input.length > IMAGE_MAX_BYTES) return { error: IMAGE_SIZE_MESSAGE };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    return { error: IMAGE_TYPE_MESSAGE };
  }
  const { format, width = 0, height = 0 } = metadata;
  if (format !== "jpeg" && format !== "png" && format !== "webp") return { error: IMAGE_TYPE_MESSAGE };
  if (width === 0 || height === 0 || width * height > COVER_MAX_PIXELS) return { error: COVER_PIXELS_MESSAGE };
  try {
    // Decoding it all proves the file is whole (a truncated or forged file fails here). The image is turned
    // upright by its EXIF orientation and encoded afresh: sharp writes no metadata unless asked, so EXIF
    // (GPS, camera, author), PNG text chunks and any bytes after the image's end are not stored.
    const image = sharp(input, { limitInputPixels: COVER_MAX_PIXELS, failOn: "error", animated: false }).rotate();
    if (format === "jpeg") return { bytes: await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer(), extension: "jpg" };
    if (format === "png" || metadata.hasAlpha) return { bytes: await image.png().toBuffer(), extension: "png" };
    return { bytes: await image.jpeg({ quality: 90, mozjpeg: true }).toBuffer(), extension: "jpg" };
  } catch {
    return { error: IMAGE_TYPE_MESSAGE };
  }
}

/** Writes an accepted upload under data/images/<folder>/ and returns its path as data files name it. */
export function storeImage(repoDir: string, folder: string, name: string, bytes: Buffer): string {
  const dir = path.join(repoDir, "data", "images", folder);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, name), bytes, { flag: "wx" });
  return `images/${folder}/${name}`;
}
