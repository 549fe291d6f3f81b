/** Small helpers for composing SVG text, plus the shared space palette. */

export const palette = {
  void: '#03050d',
  night: '#060a1c',
  navy: '#0b1233',
  indigo: '#18204f',
  moonLight: '#e4e6ec',
  moon: '#b9bdc8',
  moonDark: '#7d818d',
  crater: '#8e929e',
  amber: '#f5b942',
  amberSoft: '#ffd98a',
  starBlue: '#cfe0ff',
  nebulaViolet: '#5b3a8c',
  nebulaTeal: '#1f6f8b',
  nebulaRose: '#8c3a6b',
} as const;

export const nebulaTints: readonly string[] = [palette.nebulaViolet, palette.nebulaTeal, palette.nebulaRose, '#2d3f9e'];

export const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";

/** Round to two decimals so the SVG text stays short and stable. */
export const n = (value: number): string => String(Math.round(value * 100) / 100);

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export function svgDocument(width: number, height: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`
    + `<defs>${defs}</defs>${body}</svg>`;
}

/** Radial gradient from a colour at `opacity` in the centre to fully transparent at the edge. */
export function radialFade(id: string, color: string, opacity: number, mid = 0.45): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${n(opacity)}"/>`
    + `<stop offset="${n(mid)}" stop-color="${color}" stop-opacity="${n(opacity * 0.45)}"/>`
    + `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** Vertical background gradient through the given colours. */
export function skyGradient(id: string, colors: readonly string[], angle: 'vertical' | 'diagonal' = 'vertical'): string {
  const end = angle === 'vertical' ? 'x2="0" y2="1"' : 'x2="1" y2="1"';
  const stops = colors
    .map((c, i) => `<stop offset="${n(i / Math.max(1, colors.length - 1))}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${end}>${stops}</linearGradient>`;
}

/** A piece of artwork: gradient/clip definitions plus the drawing itself. */
export interface Layer {
  defs: string;
  body: string;
}

export const emptyLayer: Layer = { defs: '', body: '' };

export function joinLayers(layers: readonly Layer[]): Layer {
  return { defs: layers.map((l) => l.defs).join(''), body: layers.map((l) => l.body).join('') };
}
