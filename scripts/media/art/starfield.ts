/** Starfield: many faint points, a few bright stars with soft glows and four-point sparkles. */
import type { Rng } from '../lib/prng';
import { n, palette, radialFade, type Layer } from '../lib/svg';

export interface StarfieldOptions {
  width: number;
  height: number;
  /** Stars per million square pixels; ~250 looks right for a hero. */
  density?: number;
  /** Share of stars drawn as bright sparkles. */
  brightShare?: number;
  idPrefix: string;
}

const tints = ['#ffffff', '#ffffff', '#ffffff', palette.starBlue, palette.amberSoft] as const;

export function starfield(rng: Rng, o: StarfieldOptions): Layer {
  const count = Math.round(((o.density ?? 250) * o.width * o.height) / 1_000_000);
  const brightShare = o.brightShare ?? 0.02;
  const glowId = `${o.idPrefix}-starglow`;
  const dots: string[] = [];
  const sparkles: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(0, o.width);
    const y = rng.range(0, o.height);
    const tint = rng.pick(tints);
    if (rng.chance(brightShare)) {
      const r = rng.range(1.6, 3.2);
      const arm = r * rng.range(4, 7);
      sparkles.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 6)}" fill="url(#${glowId})"/>`
        + `<path d="M${n(x - arm)} ${n(y)}H${n(x + arm)}M${n(x)} ${n(y - arm)}V${n(y + arm)}" stroke="${tint}" stroke-width="${n(r * 0.45)}" stroke-linecap="round" opacity="0.75"/>`
        + `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${tint}"/>`,
      );
    } else {
      // Power-law sizes: most stars are tiny.
      const r = 0.35 + 1.25 * Math.pow(rng.next(), 3);
      dots.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${tint}" opacity="${n(rng.range(0.35, 1))}"/>`);
    }
  }
  return {
    defs: radialFade(glowId, '#ffffff', 0.55, 0.2),
    body: `<g>${dots.join('')}${sparkles.join('')}</g>`,
  };
}
