/** Planets (banded, optionally ringed) and orbit paths with small satellites. */
import type { Rng } from '../lib/prng';
import { n, palette, radialFade, type Layer } from '../lib/svg';

export interface PlanetOptions {
  cx: number;
  cy: number;
  r: number;
  base: string;
  band: string;
  ring?: boolean;
  tilt?: number;
  idPrefix: string;
}

export const planetColours: ReadonlyArray<readonly [string, string]> = [
  ['#c98a3d', '#f5b942'],
  ['#3a5fa8', '#7fb0e8'],
  ['#6b4a9e', '#b08ae0'],
  ['#2f7d74', '#7fd1c1'],
  ['#a0523d', '#e8a07f'],
];

export function planet(rng: Rng, o: PlanetOptions): Layer {
  const id = o.idPrefix;
  const tilt = o.tilt ?? rng.range(-25, 25);
  const defs = [
    `<radialGradient id="${id}-body" cx="0.32" cy="0.3" r="0.85"><stop offset="0" stop-color="${o.band}"/>`
      + `<stop offset="0.55" stop-color="${o.base}"/><stop offset="1" stop-color="${palette.void}"/></radialGradient>`,
    `<clipPath id="${id}-clip"><circle cx="${n(o.cx)}" cy="${n(o.cy)}" r="${n(o.r)}"/></clipPath>`,
    radialFade(`${id}-glow`, o.band, 0.28, 0.4),
  ];
  const bands: string[] = [];
  const count = rng.int(3, 7);
  for (let i = 0; i < count; i += 1) {
    const y = o.cy + rng.range(-0.9, 0.9) * o.r;
    bands.push(`<rect x="${n(o.cx - o.r)}" y="${n(y)}" width="${n(o.r * 2)}" height="${n(o.r * rng.range(0.04, 0.16))}" fill="${o.band}" opacity="${n(rng.range(0.12, 0.3))}"/>`);
  }
  const rot = `rotate(${n(tilt)} ${n(o.cx)} ${n(o.cy)})`;
  const ringRx = o.r * 1.85;
  const ringRy = o.r * 0.42;
  const ringStroke = `stroke="${o.band}" stroke-opacity="0.7" stroke-width="${n(o.r * 0.09)}" fill="none"`;
  const back = o.ring
    ? `<path d="M${n(o.cx - ringRx)} ${n(o.cy)}A${n(ringRx)} ${n(ringRy)} 0 0 1 ${n(o.cx + ringRx)} ${n(o.cy)}" ${ringStroke} transform="${rot}"/>`
    : '';
  const front = o.ring
    ? `<path d="M${n(o.cx - ringRx)} ${n(o.cy)}A${n(ringRx)} ${n(ringRy)} 0 0 0 ${n(o.cx + ringRx)} ${n(o.cy)}" ${ringStroke} transform="${rot}"/>`
    : '';
  const body = `<circle cx="${n(o.cx)}" cy="${n(o.cy)}" r="${n(o.r * 1.6)}" fill="url(#${id}-glow)"/>${back}`
    + `<circle cx="${n(o.cx)}" cy="${n(o.cy)}" r="${n(o.r)}" fill="url(#${id}-body)"/>`
    + `<g clip-path="url(#${id}-clip)"><g transform="${rot}">${bands.join('')}</g></g>${front}`;
  return { defs: defs.join(''), body: `<g>${body}</g>` };
}

export interface OrbitOptions {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
  tilt: number;
  satellites?: number;
  color?: string;
}

/** A dashed elliptical orbit with satellites (small amber dots) placed along it. */
export function orbit(rng: Rng, o: OrbitOptions): Layer {
  const color = o.color ?? palette.moon;
  const parts = [
    `<ellipse cx="${n(o.cx)}" cy="${n(o.cy)}" rx="${n(o.rx)}" ry="${n(o.ry)}" fill="none" stroke="${color}" stroke-opacity="0.35" stroke-width="2" stroke-dasharray="6 10"/>`,
  ];
  for (let i = 0; i < (o.satellites ?? 1); i += 1) {
    const a = rng.range(0, Math.PI * 2);
    const x = o.cx + Math.cos(a) * o.rx;
    const y = o.cy + Math.sin(a) * o.ry;
    const r = rng.range(5, 10);
    parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 2.4)}" fill="${palette.amber}" opacity="0.18"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${palette.amber}"/>`);
  }
  return { defs: '', body: `<g transform="rotate(${n(o.tilt)} ${n(o.cx)} ${n(o.cy)})">${parts.join('')}</g>` };
}
