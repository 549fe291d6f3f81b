/** The moon: shaded disc, maria, craters with lit rims, an optional phase shadow and a halo. */
import type { Rng } from '../lib/prng';
import { n, palette, radialFade, type Layer } from '../lib/svg';

export interface MoonOptions {
  cx: number;
  cy: number;
  r: number;
  /** 0 = new, 0.5 = full, 1 = new again. Full moon when omitted. */
  phase?: number;
  halo?: boolean;
  craters?: number;
  idPrefix: string;
}

/** Path of the dark part of the disc for a phase in [0, 1). */
export function phaseShadowPath(cx: number, cy: number, r: number, phase: number): string {
  const p = ((phase % 1) + 1) % 1;
  const waxing = p < 0.5;
  // Terminator ellipse half-width: r at new moon, 0 at quarter, r again at full.
  const k = Math.cos(2 * Math.PI * p); // 1 new, -1 full
  const rx = Math.abs(k) * r;
  const top = `${n(cx)} ${n(cy - r)}`;
  const bottom = `${n(cx)} ${n(cy + r)}`;
  // Dark limb is on the left while waxing, on the right while waning.
  const limbSweep = waxing ? 0 : 1;
  const termSweep = waxing ? (k > 0 ? 0 : 1) : (k > 0 ? 1 : 0);
  return `M${top}A${n(r)} ${n(r)} 0 0 ${limbSweep} ${bottom}A${n(rx)} ${n(r)} 0 0 ${termSweep} ${top}Z`;
}

export function moon(rng: Rng, o: MoonOptions): Layer {
  const id = o.idPrefix;
  const defs = [
    `<radialGradient id="${id}-disc" cx="0.38" cy="0.35" r="0.75">`
      + `<stop offset="0" stop-color="${palette.moonLight}"/><stop offset="0.6" stop-color="${palette.moon}"/>`
      + `<stop offset="1" stop-color="${palette.moonDark}"/></radialGradient>`,
    radialFade(`${id}-halo`, '#dfe6ff', 0.35, 0.35),
    `<radialGradient id="${id}-crater" cx="0.6" cy="0.62" r="0.6"><stop offset="0" stop-color="${palette.crater}"/>`
      + `<stop offset="1" stop-color="${palette.moonDark}"/></radialGradient>`,
    `<clipPath id="${id}-clip"><circle cx="${n(o.cx)}" cy="${n(o.cy)}" r="${n(o.r)}"/></clipPath>`,
  ];
  const parts: string[] = [];
  if (o.halo !== false) parts.push(`<circle cx="${n(o.cx)}" cy="${n(o.cy)}" r="${n(o.r * 1.9)}" fill="url(#${id}-halo)"/>`);
  parts.push(`<circle cx="${n(o.cx)}" cy="${n(o.cy)}" r="${n(o.r)}" fill="url(#${id}-disc)"/>`);
  const inner: string[] = [];
  for (let i = 0; i < 5; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0, 0.6) * o.r;
    const rx = rng.range(0.18, 0.38) * o.r;
    inner.push(`<ellipse cx="${n(o.cx + Math.cos(a) * d)}" cy="${n(o.cy + Math.sin(a) * d)}" rx="${n(rx)}" ry="${n(rx * rng.range(0.5, 0.9))}" fill="${palette.moonDark}" opacity="${n(rng.range(0.18, 0.32))}" transform="rotate(${n(rng.range(0, 180))} ${n(o.cx + Math.cos(a) * d)} ${n(o.cy + Math.sin(a) * d)})"/>`);
  }
  const craters = o.craters ?? 22;
  for (let i = 0; i < craters; i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const d = Math.sqrt(rng.next()) * o.r * 0.92;
    const x = o.cx + Math.cos(a) * d;
    const y = o.cy + Math.sin(a) * d;
    const cr = o.r * (0.025 + 0.11 * Math.pow(rng.next(), 2.2));
    inner.push(`<circle cx="${n(x + cr * 0.12)}" cy="${n(y + cr * 0.12)}" r="${n(cr)}" fill="${palette.moonLight}" opacity="0.35"/>`
      + `<circle cx="${n(x)}" cy="${n(y)}" r="${n(cr)}" fill="url(#${id}-crater)" opacity="0.8"/>`);
  }
  if (o.phase !== undefined && Math.abs(o.phase - 0.5) > 0.01) {
    inner.push(`<path d="${phaseShadowPath(o.cx, o.cy, o.r * 1.01, o.phase)}" fill="${palette.void}" opacity="0.9"/>`);
  }
  parts.push(`<g clip-path="url(#${id}-clip)">${inner.join('')}</g>`);
  return { defs: defs.join(''), body: `<g>${parts.join('')}</g>` };
}
