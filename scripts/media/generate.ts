/**
 * Media generator: `npm run media`.
 * Draws every image the data files refer to (original space-and-moon artwork from a seeded PRNG, so reruns give the
 * same files) and encodes the case-study videos with ffmpeg.
 *
 *   npm run media                     images and videos
 *   npm run media -- --images         images only
 *   npm run media -- --videos         videos only
 *   npm run media -- --only hero      images whose path contains "hero"
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { loadData } from './data';
import { imageJobs } from './jobs';
import { pool, renderJob } from './render';
import { renderVideos } from './videos';
import { renderBrand } from './brand';

const ROOT = path.resolve(__dirname, '..', '..');
const DATA_DIR = path.join(ROOT, 'data');
const STATIC_DIR = path.join(ROOT, 'static');

function listFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KB`;

async function images(only: string | undefined): Promise<void> {
  const jobs = imageJobs(loadData(DATA_DIR)).filter((job) => !only || job.path.includes(only));
  const started = Date.now();
  let done = 0;
  const bytes = await pool(jobs, 2, async (job) => {
    const size = await renderJob(job, DATA_DIR);
    done += 1;
    if (done % 25 === 0 || done === jobs.length) console.log(`  images ${done}/${jobs.length}`);
    return size;
  });
  const total = bytes.reduce((a, b) => a + b, 0);
  const largest = jobs.map((job, i) => ({ path: job.path, size: bytes[i] })).sort((a, b) => b.size - a.size)[0];
  console.log(`images: ${jobs.length} files, ${kb(total)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (largest) console.log(`  largest: ${largest.path} (${kb(largest.size)})`);
  if (!only) {
    const wanted = new Set(jobs.map((job) => path.join(DATA_DIR, job.path)));
    const orphans = listFiles(path.join(DATA_DIR, 'images')).filter((file) => !wanted.has(file));
    for (const file of orphans) console.warn(`  not referenced by any data file: ${path.relative(DATA_DIR, file)}`);
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
  const wantImages = !args.includes('--videos') || args.includes('--images');
  const wantVideos = (!args.includes('--images') || args.includes('--videos')) && !only;
  if (wantImages) await images(only);
  if (wantImages && !only) await renderBrand(ROOT);
  if (wantVideos) await renderVideos(loadData(DATA_DIR).videos, STATIC_DIR);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
