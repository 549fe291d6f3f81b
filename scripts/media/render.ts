/** Rasterises SVG with sharp and writes JPEG (mozjpeg) or PNG files. */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ImageJob } from './jobs';

/** JPEG quality: ~68 keeps a 2400×1200 hero well under 250 KB. */
export const JPEG_QUALITY = 68;

export async function rasterise(svg: string, format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp(Buffer.from(svg), { density: 72 });
  return format === 'jpeg'
    ? image.flatten({ background: '#03050d' }).jpeg({ quality: JPEG_QUALITY, mozjpeg: true, chromaSubsampling: '4:2:0' }).toBuffer()
    : image.png({ compressionLevel: 9, palette: true, quality: 90, effort: 10 }).toBuffer();
}

/** Draws one job into `root` and returns the number of bytes written. */
export async function renderJob(job: ImageJob, root: string): Promise<number> {
  const buffer = await rasterise(job.draw(), job.format);
  const meta = await sharp(buffer).metadata();
  if (meta.width !== job.width || meta.height !== job.height) {
    throw new Error(`${job.path}: drew ${meta.width}×${meta.height}, expected ${job.width}×${job.height}`);
  }
  const out = path.join(root, job.path);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, buffer);
  return buffer.length;
}

/** Runs async tasks with at most `limit` in flight, keeping results in order. */
export async function pool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next;
      next += 1;
      results[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
