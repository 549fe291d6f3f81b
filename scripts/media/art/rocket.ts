/** A small retro rocket with a warm exhaust flame, drawn pointing up and then rotated. */
import { n, palette, type Layer } from '../lib/svg';

export interface RocketOptions {
  x: number;
  y: number;
  /** Body height in pixels. */
  size: number;
  /** Degrees clockwise from straight up. */
  angle: number;
  idPrefix: string;
}

export function rocket(o: RocketOptions): Layer {
  const id = o.idPrefix;
  const defs = `<linearGradient id="${id}-flame" x1="0" y1="0" x2="0" y2="1">`
    + `<stop offset="0" stop-color="#fff4d6"/><stop offset="0.35" stop-color="${palette.amber}"/>`
    + `<stop offset="1" stop-color="#e0553a" stop-opacity="0"/></linearGradient>`
    + `<linearGradient id="${id}-hull" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#f4f5f8"/>`
    + `<stop offset="1" stop-color="${palette.moonDark}"/></linearGradient>`;
  // Unit rocket drawn in a 100-tall box centred on (0, 0).
  const s = o.size / 100;
  const shape = [
    `<path d="M-9 30 Q0 95 9 30 Z" fill="url(#${id}-flame)"/>`,
    `<path d="M-14 18 L-30 40 L-12 34 Z M14 18 L30 40 L12 34 Z" fill="${palette.amber}"/>`,
    `<path d="M0 -50 C16 -32 16 0 13 34 L-13 34 C-16 0 -16 -32 0 -50 Z" fill="url(#${id}-hull)"/>`,
    `<circle cx="0" cy="-8" r="7" fill="${palette.navy}" stroke="${palette.amber}" stroke-width="3"/>`,
    `<path d="M-2 34 L2 34 L2 44 L-2 44 Z" fill="${palette.moonDark}"/>`,
  ].join('');
  return {
    defs,
    body: `<g transform="translate(${n(o.x)} ${n(o.y)}) rotate(${n(o.angle)}) scale(${n(s)})">${shape}</g>`,
  };
}
