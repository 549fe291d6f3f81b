/** Lunar horizon: a huge grey curve across the bottom of the frame, pocked with craters. */
import type { Rng } from '../lib/prng';
import { n, palette, type Layer } from '../lib/svg';

export interface SurfaceOptions {
  width: number;
  height: number;
  /** Height of the horizon's highest point above the bottom edge, as a fraction of height. */
  rise: number;
  idPrefix: string;
}

export function lunarSurface(rng: Rng, o: SurfaceOptions): Layer {
  const id = o.idPrefix;
  const r = o.width * 1.6;
  const cx = o.width * rng.range(0.35, 0.65);
  const cy = o.height * (1 - o.rise) + r;
  const top = o.height * (1 - o.rise);
  const defs = `<linearGradient id="${id}-ground" gradientUnits="userSpaceOnUse" x1="0" y1="${n(top)}" x2="0" y2="${n(o.height)}">`
    + `<stop offset="0" stop-color="${palette.moon}"/><stop offset="0.12" stop-color="${palette.moonDark}"/>`
    + `<stop offset="0.7" stop-color="#2a2e3a"/><stop offset="1" stop-color="#161922"/></linearGradient>`
    + `<clipPath id="${id}-clip"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath>`;
  const craters: string[] = [];
  for (let i = 0; i < 26; i += 1) {
    const x = rng.range(0, o.width);
    const depth = rng.next();
    const y = top + depth * o.height * o.rise * 1.1;
    const rx = (10 + 70 * depth) * rng.range(0.6, 1.4) * (o.width / 2400);
    craters.push(`<ellipse cx="${n(x)}" cy="${n(y + rx * 0.05)}" rx="${n(rx)}" ry="${n(rx * 0.28)}" fill="${palette.moonLight}" opacity="0.16"/>`
      + `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx * 0.92)}" ry="${n(rx * 0.22)}" fill="#1c1f29" opacity="0.55"/>`);
  }
  return {
    defs,
    body: `<g><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r + 6)}" fill="#cfd6ff" opacity="0.12"/>`
      + `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${id}-ground)"/>`
      + `<g clip-path="url(#${id}-clip)">${craters.join('')}</g></g>`,
  };
}
