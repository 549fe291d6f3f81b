/** Nebula: overlapping, rotated clouds made of radial gradients (cheap to render, no blur filters). */
import type { Rng } from '../lib/prng';
import { n, nebulaTints, radialFade, type Layer } from '../lib/svg';

export interface NebulaOptions {
  width: number;
  height: number;
  /** Centre of the cloud bank, as fractions of width and height. */
  cx: number;
  cy: number;
  clouds?: number;
  /** Overall strength, 0..1. */
  intensity?: number;
  tints?: readonly string[];
  idPrefix: string;
}

export function nebula(rng: Rng, o: NebulaOptions): Layer {
  const clouds = o.clouds ?? 6;
  const intensity = o.intensity ?? 0.5;
  const tints = o.tints ?? nebulaTints;
  const defs: string[] = [];
  const body: string[] = [];
  const scale = Math.max(o.width, o.height);
  for (let i = 0; i < clouds; i += 1) {
    const id = `${o.idPrefix}-neb${i}`;
    defs.push(radialFade(id, rng.pick(tints), intensity * rng.range(0.45, 0.9), rng.range(0.3, 0.55)));
    const x = (o.cx + rng.range(-0.22, 0.22)) * o.width;
    const y = (o.cy + rng.range(-0.22, 0.22)) * o.height;
    const rx = scale * rng.range(0.16, 0.4);
    const ry = rx * rng.range(0.35, 0.8);
    const rot = rng.range(-40, 40);
    body.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id})" transform="rotate(${n(rot)} ${n(x)} ${n(y)})"/>`);
  }
  // A warm wisp ties the palette to the amber accent.
  const warm = `${o.idPrefix}-nebwarm`;
  defs.push(radialFade(warm, '#f5b942', intensity * 0.22, 0.3));
  const wx = o.cx * o.width + rng.range(-0.1, 0.1) * o.width;
  const wy = o.cy * o.height + rng.range(-0.1, 0.1) * o.height;
  body.push(`<ellipse cx="${n(wx)}" cy="${n(wy)}" rx="${n(scale * 0.18)}" ry="${n(scale * 0.07)}" fill="url(#${warm})" transform="rotate(${n(rng.range(-30, 30))} ${n(wx)} ${n(wy)})"/>`);
  return { defs: defs.join(''), body: `<g>${body.join('')}</g>` };
}
