/** Constellations: a few bright stars joined by thin lines, like a star chart. */
import type { Rng } from '../lib/prng';
import { n, palette, type Layer } from '../lib/svg';

export interface ConstellationOptions {
  /** Bounding box the figure is drawn in. */
  x: number;
  y: number;
  width: number;
  height: number;
  stars?: number;
  color?: string;
}

export function constellation(rng: Rng, o: ConstellationOptions): Layer {
  const count = o.stars ?? rng.int(5, 8);
  const color = o.color ?? palette.starBlue;
  const points: Array<[number, number]> = [];
  let px = o.x + rng.range(0, 0.2) * o.width;
  let py = o.y + rng.range(0.3, 0.7) * o.height;
  for (let i = 0; i < count; i += 1) {
    points.push([px, py]);
    px = Math.min(o.x + o.width, px + rng.range(0.1, 0.25) * o.width);
    py = Math.max(o.y, Math.min(o.y + o.height, py + rng.range(-0.35, 0.35) * o.height));
  }
  const line = points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${n(x)} ${n(y)}`).join('');
  // One branch off the middle star makes the figure read as a constellation, not a graph.
  const mid = points[Math.floor(count / 2)];
  const bx = mid[0] + rng.range(-0.1, 0.1) * o.width;
  const by = mid[1] + rng.range(0.2, 0.35) * o.height * (mid[1] > o.y + o.height / 2 ? -1 : 1);
  const stars = [...points, [bx, by] as [number, number]]
    .map(([x, y]) => `<circle cx="${n(x)}" cy="${n(y)}" r="9" fill="${color}" opacity="0.15"/><circle cx="${n(x)}" cy="${n(y)}" r="3.2" fill="#ffffff"/>`)
    .join('');
  const stroke = `fill="none" stroke="${color}" stroke-opacity="0.45" stroke-width="1.6"`;
  return {
    defs: '',
    body: `<g><path d="${line}" ${stroke}/><path d="M${n(mid[0])} ${n(mid[1])}L${n(bx)} ${n(by)}" ${stroke}/>${stars}</g>`,
  };
}
