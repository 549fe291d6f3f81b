/** Wordmark logos for fictional clients and partners: a small space emblem beside the name, on transparent ground. */
import type { Rng } from '../lib/prng';
import { FONT, escapeXml, n, palette, svgDocument } from '../lib/svg';

export const LOGO_WIDTH = 480;
export const LOGO_HEIGHT = 240;

const accents = [palette.amber, '#7fd1ff', '#c89bff', '#8ff0c1', '#ff9ecb', '#ffb38a'] as const;
type Emblem = 'crescent' | 'ringed' | 'orbit' | 'star' | 'comet' | 'triad';
const emblems: readonly Emblem[] = ['crescent', 'ringed', 'orbit', 'star', 'comet', 'triad'];

function emblem(kind: Emblem, cx: number, cy: number, r: number, accent: string): string {
  const light = palette.moonLight;
  switch (kind) {
    case 'crescent':
      // The bite out of the disc must stay transparent, so it is a mask rather than a dark circle.
      return `<mask id="bite"><rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" fill="#fff"/>`
        + `<circle cx="${n(cx + r * 0.45)}" cy="${n(cy - r * 0.2)}" r="${n(r * 0.85)}" fill="#000"/></mask>`
        + `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" mask="url(#bite)"/>`;
    case 'ringed':
      return `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.62)}" fill="${accent}"/><ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${n(r * 0.3)}" fill="none" stroke="${light}" stroke-width="${n(r * 0.1)}" transform="rotate(-20 ${cx} ${cy})"/>`;
    case 'orbit':
      return `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.35)}" fill="${light}"/><ellipse cx="${cx}" cy="${cy}" rx="${r}" ry="${n(r * 0.55)}" fill="none" stroke="${accent}" stroke-width="${n(r * 0.1)}" transform="rotate(30 ${cx} ${cy})"/><circle cx="${n(cx + r * 0.8)}" cy="${n(cy + r * 0.45)}" r="${n(r * 0.14)}" fill="${accent}"/>`;
    case 'star': {
      const pts: string[] = [];
      for (let i = 0; i < 8; i += 1) {
        const a = (Math.PI / 4) * i - Math.PI / 2;
        const rr = i % 2 === 0 ? r : r * 0.32;
        pts.push(`${n(cx + Math.cos(a) * rr)},${n(cy + Math.sin(a) * rr)}`);
      }
      return `<polygon points="${pts.join(' ')}" fill="${accent}"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.16)}" fill="${light}"/>`;
    }
    case 'comet':
      return `<path d="M${n(cx - r)} ${n(cy + r * 0.9)} L${n(cx + r * 0.25)} ${n(cy - r * 0.15)}" stroke="${accent}" stroke-width="${n(r * 0.28)}" stroke-linecap="round" opacity="0.6"/><circle cx="${n(cx + r * 0.35)}" cy="${n(cy - r * 0.25)}" r="${n(r * 0.45)}" fill="${accent}"/>`;
    case 'triad':
      return `<path d="M${n(cx - r * 0.8)} ${n(cy + r * 0.5)} L${cx} ${n(cy - r * 0.8)} L${n(cx + r * 0.8)} ${n(cy + r * 0.6)}" fill="none" stroke="${light}" stroke-width="${n(r * 0.08)}"/>`
        + [[-0.8, 0.5], [0, -0.8], [0.8, 0.6]].map(([dx, dy]) => `<circle cx="${n(cx + dx * r)}" cy="${n(cy + dy * r)}" r="${n(r * 0.2)}" fill="${accent}"/>`).join('');
  }
}

/** Break a name into at most two balanced lines. */
export function splitName(name: string): string[] {
  const words = name.split(' ');
  if (name.length <= 12 || words.length === 1) return [name];
  let best: string[] = [name];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = [a, b];
    }
  }
  return best;
}

export function wordmark(rng: Rng, name: string, subtitle?: string): string {
  const accent = rng.pick(accents);
  const kind = rng.pick(emblems);
  const lines = splitName(name);
  const longest = Math.max(...lines.map((l) => l.length));
  const textX = 150;
  const size = Math.min(50, Math.floor(300 / (longest * 0.66)));
  const lineGap = size * 1.08;
  const blockH = lineGap * lines.length + (subtitle ? 26 : 0);
  const top = LOGO_HEIGHT / 2 - blockH / 2 + size * 0.82;
  const text = lines
    .map((l, i) => `<text x="${textX}" y="${n(top + i * lineGap)}" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${palette.moonLight}" letter-spacing="0.5">${escapeXml(l)}</text>`)
    .join('');
  const sub = subtitle
    ? `<text x="${textX + 2}" y="${n(top + (lines.length - 1) * lineGap + 34)}" font-family="${FONT}" font-size="17" fill="${accent}" letter-spacing="3">${escapeXml(subtitle.toUpperCase())}</text>`
    : '';
  const mark = emblem(kind, 82, LOGO_HEIGHT / 2, 46, accent);
  return svgDocument(LOGO_WIDTH, LOGO_HEIGHT, '', `${mark}${text}${sub}`);
}
