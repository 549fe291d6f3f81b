/** Space backdrops: sky, nebula and stars around one main motif (moon, planet, horizon, orbits, rocket, constellation). */
import { constellation } from '../art/constellation';
import { moon } from '../art/moon';
import { nebula } from '../art/nebula';
import { orbit, planet, planetColours } from '../art/planet';
import { rocket } from '../art/rocket';
import { starfield } from '../art/starfield';
import { lunarSurface } from '../art/surface';
import type { Rng } from '../lib/prng';
import { joinLayers, palette, skyGradient, svgDocument, type Layer } from '../lib/svg';

export const motifs = ['moon', 'ringed-planet', 'horizon', 'orbits', 'rocket', 'constellation'] as const;
export type Motif = (typeof motifs)[number];

/** Where the main subject sits: right (text goes left), top (phones), centre (cards). */
export type Focus = 'right' | 'top' | 'center';

export interface BackdropOptions {
  width: number;
  height: number;
  motif: Motif;
  focus: Focus;
  /** Star density per megapixel. */
  density?: number;
  /** Extra darkening over the text side, 0..1. */
  shade?: number;
}

interface Anchor { x: number; y: number; size: number }

function anchor(o: BackdropOptions, rng: Rng): Anchor {
  const min = Math.min(o.width, o.height);
  if (o.focus === 'right') return { x: o.width * rng.range(0.66, 0.78), y: o.height * rng.range(0.4, 0.55), size: min * 0.34 };
  if (o.focus === 'top') return { x: o.width * rng.range(0.45, 0.6), y: o.height * 0.3, size: min * 0.36 };
  return { x: o.width * rng.range(0.45, 0.55), y: o.height * rng.range(0.42, 0.5), size: min * 0.3 };
}

function subject(rng: Rng, o: BackdropOptions, a: Anchor): Layer[] {
  const colours = rng.pick(planetColours);
  switch (o.motif) {
    case 'moon':
      return [
        moon(rng, { cx: a.x, cy: a.y, r: a.size, phase: rng.pick([0.5, 0.5, 0.38, 0.62]), idPrefix: 'm' }),
        planet(rng, { cx: a.x - a.size * 2.2, cy: a.y + a.size * 0.9, r: a.size * 0.12, base: colours[0], band: colours[1], idPrefix: 'p' }),
      ];
    case 'ringed-planet':
      return [
        planet(rng, { cx: a.x, cy: a.y, r: a.size * 0.8, base: colours[0], band: colours[1], ring: true, idPrefix: 'p' }),
        moon(rng, { cx: a.x + a.size * 1.5, cy: a.y - a.size * 0.9, r: a.size * 0.16, craters: 8, idPrefix: 'm' }),
      ];
    case 'horizon':
      return [
        planet(rng, { cx: a.x, cy: a.y - a.size * 0.2, r: a.size * 0.55, base: colours[0], band: colours[1], idPrefix: 'p' }),
        lunarSurface(rng, { width: o.width, height: o.height, rise: o.focus === 'top' ? 0.22 : 0.28, idPrefix: 's' }),
      ];
    case 'orbits':
      return [
        orbit(rng, { cx: a.x, cy: a.y, rx: a.size * 1.9, ry: a.size * 0.7, tilt: rng.range(-20, 20), satellites: 2 }),
        orbit(rng, { cx: a.x, cy: a.y, rx: a.size * 1.35, ry: a.size * 0.5, tilt: rng.range(-20, 20) }),
        moon(rng, { cx: a.x, cy: a.y, r: a.size * 0.62, idPrefix: 'm' }),
      ];
    case 'rocket':
      return [
        moon(rng, { cx: a.x + a.size * 0.5, cy: a.y - a.size * 0.2, r: a.size * 0.75, phase: 0.62, idPrefix: 'm' }),
        rocket({ x: a.x - a.size * 0.7, y: a.y + a.size * 0.55, size: a.size * 0.6, angle: rng.range(25, 45), idPrefix: 'r' }),
      ];
    case 'constellation':
      return [
        constellation(rng, { x: a.x - a.size * 1.3, y: a.y - a.size, width: a.size * 2.6, height: a.size * 2 }),
        moon(rng, { cx: a.x + a.size * 0.9, cy: a.y + a.size * 0.7, r: a.size * 0.3, phase: 0.3, craters: 10, idPrefix: 'm' }),
      ];
  }
}

/** Full SVG document of a backdrop. */
export function backdrop(rng: Rng, o: BackdropOptions): string {
  const a = anchor(o, rng);
  const sky: Layer = {
    defs: skyGradient('sky', [palette.void, palette.night, palette.navy], o.focus === 'top' ? 'vertical' : 'diagonal')
      + '<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#03050d"/>'
      + '<stop offset="1" stop-color="#03050d" stop-opacity="0"/></linearGradient>',
    body: `<rect width="${o.width}" height="${o.height}" fill="url(#sky)"/>`,
  };
  const layers: Layer[] = [
    sky,
    nebula(rng, { width: o.width, height: o.height, cx: a.x / o.width, cy: a.y / o.height, idPrefix: 'n', intensity: 0.55 }),
    starfield(rng, { width: o.width, height: o.height, density: o.density ?? 360, idPrefix: 's' }),
    ...subject(rng, o, a),
  ];
  if (o.shade && o.focus === 'right') {
    layers.push({ defs: '', body: `<rect width="${o.width * 0.6}" height="${o.height}" fill="url(#shade)" opacity="${o.shade}"/>` });
  }
  const all = joinLayers(layers);
  return svgDocument(o.width, o.height, all.defs, all.body);
}
