/**
 * Cover images for posts: JPEG, PNG or WebP judged by content (sharp reads the bytes, never the name),
 * at most 8 MB and 40 megapixels when decoded, stored as a 1200×630 WebP (the size every blog image
 * has, which the site reserves space for), cropped to fit around the centre.
 */
import sharp from "sharp";

export const COVER_MAX_BYTES = 8 * 1024 * 1024;
export const COVER_MAX_PIXELS = 40_000_000;
export const COVER_SIZE = { width: 1200, height: 630 } as const;

export const COVER_SIZE_MESSAGE = "Image must be 8 MB or smaller";
export const COVER_TYPE_MESSAGE = "Image must be a JPEG, PNG or WebP file";
export const COVER_PIXELS_MESSAGE = "Image is too large in pixels: at most 40 megapixels";

const FORMATS = new Set(["jpeg", "png", "webp"]);

export async function toCoverImage(
  input: Buffer,
): Promise<{ bytes: Buffer; width: number; height: number } | { error: string }> {
  if (input.length > COVER_MAX_BYTES) return { error: COVER_SIZE_MESSAGE };
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    return { error: COVER_TYPE_MESSAGE };
  }
  if (!format || !FORMATS.has(format)) return { error: COVER_TYPE_MESSAGE };
  if (width * height > COVER_MAX_PIXELS || width === 0 || height === 0) return { error: COVER_PIXELS_MESSAGE };
  try {
    const { data, info } = await sharp(input, { limitInputPixels: COVER_MAX_PIXELS, failOn: "error", animated: false })
      .rotate()
      .resize({ ...COVER_SIZE, fit: "cover", position: "attention" })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return { error: COVER_TYPE_MESSAGE };
  }
}
