/**
 * The brand's source icon (src/images/icon.png: gatsby-plugin-manifest derives every favicon and
 * app icon from it) and the default social-sharing card (static/og-default.jpg).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const NAVY = '#0b1330';
const SPACE = '#05070f';
const MOON = '#e6e8ef';
const AMBER = '#f5b942';

/** A crescent moon inside an amber orbit ring. */
function crescent(cx: number, cy: number, r: number): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.45}" fill="none" stroke="${AMBER}" stroke-width="${r * 0.12}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${MOON}"/>` +
    `<circle cx="${cx + r * 0.42}" cy="${cy - r * 0.22}" r="${r * 0.86}" fill="${NAVY}"/>`
  );
}

function iconSvg(size: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${NAVY}"/>` +
    crescent(size / 2, size / 2, size * 0.27) +
    `</svg>`
  );
}

function cardSvg(width: number, height: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<defs><radialGradient id="g" cx="0.75" cy="0.3" r="0.9"><stop offset="0" stop-color="#16214a"/>` +
    `<stop offset="1" stop-color="${SPACE}"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    crescent(width * 0.84, height * 0.4, height * 0.16) +
    `<text x="80" y="${height * 0.5}" font-family="DejaVu Sans, Arial, sans-serif" font-size="66" font-weight="700" fill="${MOON}">Selenova Digital</text>` +
    `<text x="80" y="${height * 0.5 + 64}" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" fill="${AMBER}">Digital agency · Pune, India</text>` +
    `</svg>`
  );
}

export async function renderBrand(root: string): Promise<void> {
  const icon = path.join(root, 'src', 'images', 'icon.png');
  const card = path.join(root, 'static', 'og-default.jpg');
  mkdirSync(path.dirname(icon), { recursive: true });
  await sharp(Buffer.from(iconSvg(512))).png({ compressionLevel: 9 }).toFile(icon);
  await sharp(Buffer.from(cardSvg(1200, 630))).jpeg({ quality: 80, mozjpeg: true }).toFile(card);
  console.log('brand: src/images/icon.png, static/og-default.jpg');
}
