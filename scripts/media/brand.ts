/**
 * The brand's source icon (src/images/icon.png: gatsby-plugin-manifest derives every favicon and
 * app icon from it) and the default social-sharing card (static/og-default.jpg, gatsby/share-card.ts).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { crescent, readShareCardWords, writeShareCard } from '../../gatsby/share-card';

const NAVY = '#0b1330';

function iconSvg(size: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${NAVY}"/>` +
    crescent(size / 2, size / 2, size * 0.27) +
    `</svg>`
  );
}

export async function renderBrand(root: string): Promise<void> {
  const icon = path.join(root, 'src', 'images', 'icon.png');
  const card = path.join(root, 'static', 'og-default.jpg');
  mkdirSync(path.dirname(icon), { recursive: true });
  await sharp(Buffer.from(iconSvg(512))).png({ compressionLevel: 9 }).toFile(icon);
  // The card's words are data/site.json's (issue 30); the build writes the card again from the data it built.
  await writeShareCard(card, readShareCardWords(path.join(root, 'data')));
  console.log('brand: src/images/icon.png, static/og-default.jpg');
}
