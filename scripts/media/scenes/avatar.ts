/** Testimonial portraits: an astronaut bust whose visor reflects a tiny starry sky. Original, faceless, friendly. */
import type { Rng } from '../lib/prng';
import { n, palette, radialFade, svgDocument } from '../lib/svg';

export const AVATAR_SIZE = 400;

const grounds: ReadonlyArray<readonly [string, string]> = [
  ['#1d1a4a', '#3b2d7a'],
  ['#0f2a3d', '#1f5f7a'],
  ['#2a1630', '#6b2f5c'],
  ['#10291f', '#24604a'],
  ['#2b2110', '#7a5a22'],
];

export function avatar(rng: Rng): string {
  const s = AVATAR_SIZE;
  const [g0, g1] = rng.pick(grounds);
  const suit = rng.pick(['#e9ebf1', '#dfe3ea', '#f1eee6']);
  const stripe = rng.pick([palette.amber, '#7fd1ff', '#ff9ecb', '#8ff0c1']);
  const tilt = rng.range(-8, 8);
  const defs = `<radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${g1}"/><stop offset="1" stop-color="${g0}"/></radialGradient>`
    + `<linearGradient id="visor" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a3570"/><stop offset="0.55" stop-color="${palette.night}"/><stop offset="1" stop-color="#3a2450"/></linearGradient>`
    + `<clipPath id="vclip"><ellipse cx="200" cy="176" rx="78" ry="64"/></clipPath>`
    + radialFade('shine', '#ffffff', 0.7, 0.3);
  const stars: string[] = [];
  for (let i = 0; i < 26; i += 1) {
    stars.push(`<circle cx="${n(rng.range(122, 278))}" cy="${n(rng.range(112, 240))}" r="${n(rng.range(0.6, 2))}" fill="#fff" opacity="${n(rng.range(0.4, 1))}"/>`);
  }
  const body = `<rect width="${s}" height="${s}" fill="url(#bg)"/>`
    + `<path d="M40 400 C48 300 110 268 200 268 C290 268 352 300 360 400 Z" fill="${suit}"/>`
    + `<path d="M150 278 L150 400 M250 278 L250 400" stroke="${stripe}" stroke-width="10" opacity="0.85"/>`
    + `<rect x="176" y="318" width="48" height="30" rx="6" fill="${palette.navy}"/><circle cx="190" cy="333" r="5" fill="${stripe}"/><circle cx="210" cy="333" r="5" fill="#8ff0c1"/>`
    + `<g transform="rotate(${n(tilt)} 200 180)">`
    + `<circle cx="200" cy="180" r="112" fill="${suit}"/><circle cx="200" cy="180" r="112" fill="none" stroke="#b9bdc8" stroke-width="6"/>`
    + `<ellipse cx="200" cy="176" rx="78" ry="64" fill="url(#visor)" stroke="${stripe}" stroke-width="5"/>`
    + `<g clip-path="url(#vclip)">${stars.join('')}<circle cx="${n(rng.range(215, 250))}" cy="${n(rng.range(140, 160))}" r="16" fill="${palette.moonLight}" opacity="0.85"/>`
    + `<ellipse cx="160" cy="140" rx="34" ry="16" fill="url(#shine)" transform="rotate(-25 160 140)"/></g>`
    + `<rect x="92" y="162" width="18" height="40" rx="6" fill="#b9bdc8"/><rect x="290" y="162" width="18" height="40" rx="6" fill="#b9bdc8"/></g>`;
  return svgDocument(s, s, defs, body);
}
