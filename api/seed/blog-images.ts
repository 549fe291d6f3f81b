/**
 * Generates one 1200x630 JPEG per seed blog post into api/assets/blog-images/ (committed), and the
 * XSS-probe post's into api/seed/test-fixtures/.
 * Deterministic: each image's stars, planet and palette come from a hash of the post URL, so
 * running it again gives the same pictures. Run: npx tsx api/seed/blog-images.ts
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { BLOG_IMAGES_DIR } from "../config";
import { seedBlogs } from "./blogs";
import { TEST_FIXTURE_IMAGES_DIR, XSS_PROBE_POST } from "./test-fixtures";

const WIDTH = 1200;
const HEIGHT = 630;

const PALETTES = [
  { sky: ["#0b1026", "#1c2457"], planet: ["#f5b544", "#b86b1d"] },
  { sky: ["#070b1c", "#2b1d4f"], planet: ["#7fd1c7", "#2f6f80"] },
  { sky: ["#0b1026", "#3a1f3d"], planet: ["#e07a5f", "#7a2f2a"] },
  { sky: ["#050814", "#12324a"], planet: ["#c9b8ff", "#5b4a9c"] },
] as const;

/** Numbers in [0, 1) drawn from the SHA-256 of a seed string, extended by rehashing. */
function randomFrom(seed: string): () => number {
  let pool = createHash("sha256").update(seed).digest();
  let index = 0;
  return () => {
    if (index + 4 > pool.length) {
      pool = createHash("sha256").update(pool).digest();
      index = 0;
    }
    const value = pool.readUInt32LE(index) / 2 ** 32;
    index += 4;
    return value;
  };
}

export function blogImageSvg(seed: string): string {
  const random = randomFrom(seed);
  const palette = PALETTES[Math.floor(random() * PALETTES.length)];
  const stars = Array.from({ length: 140 }, () => {
    const r = (0.6 + random() * 1.8).toFixed(2);
    const opacity = (0.35 + random() * 0.65).toFixed(2);
    return `<circle cx="${Math.floor(random() * WIDTH)}" cy="${Math.floor(random() * HEIGHT)}" r="${r}" fill="#fff" opacity="${opacity}"/>`;
  }).join("");
  const px = Math.floor(WIDTH * (0.55 + random() * 0.3));
  const py = Math.floor(HEIGHT * (0.2 + random() * 0.25));
  const pr = Math.floor(70 + random() * 70);
  const tilt = Math.floor(-25 + random() * 50);
  const craters = Array.from({ length: 9 }, () => {
    const cx = Math.floor(random() * WIDTH);
    const cy = Math.floor(HEIGHT - 60 + random() * 50);
    const rx = Math.floor(20 + random() * 60);
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${Math.floor(rx / 4)}" fill="#6d7285" opacity="0.6"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/>
    </linearGradient>
    <radialGradient id="planet" cx="0.35" cy="0.35" r="0.75">
      <stop offset="0" stop-color="${palette.planet[0]}"/><stop offset="1" stop-color="${palette.planet[1]}"/>
    </radialGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#c9ccd6"/><stop offset="1" stop-color="#3c4154"/>
    </linearGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  ${stars}
  <g transform="rotate(${tilt} ${px} ${py})">
    <ellipse cx="${px}" cy="${py}" rx="${pr * 1.9}" ry="${pr * 0.45}" fill="none" stroke="#f5b544" stroke-width="3" opacity="0.55"/>
  </g>
  <circle cx="${px}" cy="${py}" r="${pr}" fill="url(#planet)"/>
  <ellipse cx="${WIDTH / 2}" cy="${HEIGHT + 260}" rx="${WIDTH}" ry="360" fill="url(#ground)"/>
  ${craters}
</svg>`;
}

async function main(): Promise<void> {
  const targets = [
    ...seedBlogs().map((post) => ({ post, dir: BLOG_IMAGES_DIR })),
    { post: XSS_PROBE_POST, dir: TEST_FIXTURE_IMAGES_DIR },
  ];
  for (const { post, dir } of targets) {
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, post.imageFile);
    await sharp(Buffer.from(blogImageSvg(post.url)))
      .jpeg({ quality: 70, mozjpeg: true })
      .toFile(file);
    console.log(`${file} (${fs.statSync(file).size} bytes)`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
