/** Campaign mock-ups for case-study galleries: a billboard, a social post or a print ad bearing the client's name. */
import { moon } from '../art/moon';
import { nebula } from '../art/nebula';
import { starfield } from '../art/starfield';
import { lunarSurface } from '../art/surface';
import type { Rng } from '../lib/prng';
import { FONT, escapeXml, joinLayers, n, palette, skyGradient, svgDocument, type Layer } from '../lib/svg';

export const MOCKUP_WIDTH = 800;
export const MOCKUP_HEIGHT = 600;

export type MockupKind = 'billboard' | 'social' | 'print';

const taglines = ['Now in orbit', 'Reach for more', 'Made for tonight', 'Rise and shine', 'Closer than you think', 'Every phase, every day'];

/** Which mock-up a gallery group gets, from its name. */
export function mockupKind(group: string): MockupKind {
  const g = group.toLowerCase();
  if (g.includes('bill')) return 'billboard';
  if (g.includes('print')) return 'print';
  return 'social';
}

function text(x: number, y: number, size: number, fill: string, value: string, bold = false, family = FONT): string {
  const weight = bold ? ' font-weight="bold"' : '';
  return `<text x="${n(x)}" y="${n(y)}" font-family="${family}" font-size="${n(size)}" fill="${fill}"${weight}>${escapeXml(value)}</text>`;
}

function fitSize(value: string, width: number, max: number): number {
  return Math.min(max, width / (value.length * 0.62));
}

/** The artwork on the advert itself: a small sky with a moon, the client's name and a tagline. */
function poster(rng: Rng, x: number, y: number, w: number, h: number, client: string, id: string): Layer {
  const sky = `<linearGradient id="${id}-sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1a2260"/><stop offset="1" stop-color="#3a1f4f"/></linearGradient>`
    + `<clipPath id="${id}-clip"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"/></clipPath>`;
  const r = Math.min(w, h) * 0.22;
  const mx = x + w - r - w * 0.05;
  const m = moon(rng, { cx: mx, cy: y + h * 0.38, r, phase: rng.pick([0.5, 0.38, 0.62]), idPrefix: `${id}-m`, craters: 12 });
  // The name must end before the moon starts.
  const size = fitSize(client, mx - r - x - w * 0.1, h * 0.2);
  const tag = rng.pick(taglines);
  return {
    defs: sky + m.defs,
    body: `<g clip-path="url(#${id}-clip)"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id}-sky)"/>${m.body}</g>`
      + text(x + w * 0.06, y + h * 0.48, size, palette.moonLight, client, true)
      + text(x + w * 0.06, y + h * 0.48 + size * 1.1, Math.max(11, size * 0.5), palette.amber, tag)
      + `<rect x="${n(x + w * 0.06)}" y="${n(y + h * 0.78)}" width="${n(w * 0.22)}" height="${n(h * 0.09)}" rx="${n(h * 0.045)}" fill="${palette.amber}"/>`,
  };
}

function billboard(rng: Rng, client: string): Layer {
  const ground = lunarSurface(rng, { width: MOCKUP_WIDTH, height: MOCKUP_HEIGHT, rise: 0.2, idPrefix: 'g' });
  const bx = 110;
  const by = 90;
  const bw = 580;
  const bh = 280;
  const frame = `<rect x="${bx + 150}" y="${by + bh}" width="16" height="190" fill="#2a2e3a"/><rect x="${bx + bw - 166}" y="${by + bh}" width="16" height="190" fill="#2a2e3a"/>`
    + `<rect x="${bx - 10}" y="${by - 10}" width="${bw + 20}" height="${bh + 20}" fill="#1c1f29"/>`;
  const lamps = [0.25, 0.5, 0.75]
    .map((f) => `<path d="M${n(bx + bw * f)} ${by - 12} l-14 -18 h28 z" fill="${palette.moonDark}"/><path d="M${n(bx + bw * f - 10)} ${by - 12} l-40 60 h100 l-40 -60 z" fill="${palette.amberSoft}" opacity="0.07"/>`)
    .join('');
  return joinLayers([ground, { defs: '', body: frame }, poster(rng, bx, by, bw, bh, client, 'ad'), { defs: '', body: lamps }]);
}

function social(rng: Rng, client: string): Layer {
  const x = 210;
  const y = 40;
  const w = 380;
  const card = `<rect x="${x}" y="${y}" width="${w}" height="520" rx="22" fill="#f4f5f8"/>`
    + `<circle cx="${x + 36}" cy="${y + 36}" r="18" fill="${palette.navy}"/><circle cx="${x + 40}" cy="${y + 32}" r="8" fill="${palette.amber}"/>`
    + text(x + 64, y + 34, 17, palette.night, client, true) + text(x + 64, y + 54, 13, palette.moonDark, 'Sponsored');
  const icons = `<path d="M${x + 30} ${y + 462} c-8 -10 -22 -4 -16 8 l16 14 l16 -14 c6 -12 -8 -18 -16 -8z" fill="#e0553a"/>`
    + `<rect x="${x + 66}" y="${y + 450}" width="26" height="20" rx="6" fill="none" stroke="${palette.night}" stroke-width="3"/>`
    + `<rect x="${x + 20}" y="${y + 488}" width="${n(w * rng.range(0.5, 0.8))}" height="10" rx="5" fill="#c9ccd6"/>`;
  return joinLayers([{ defs: '', body: card }, poster(rng, x + 12, y + 72, w - 24, 360, client, 'post'), { defs: '', body: icons }]);
}

function print(rng: Rng, client: string): Layer {
  const rot = rng.range(-5, 5);
  const x = 230;
  const y = 50;
  const w = 340;
  const h = 500;
  const lines: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    lines.push(`<rect x="${x + 24}" y="${y + 372 + i * 18}" width="${n((w - 48) * (i === 5 ? 0.55 : rng.range(0.85, 1)))}" height="8" rx="4" fill="#b8b2a4"/>`);
  }
  const paper = `<rect x="${x + 10}" y="${y + 12}" width="${w}" height="${h}" fill="#000" opacity="0.35"/>`
    + `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#efe9dc"/>`;
  const head = text(x + 24, y + 350, fitSize(client, w - 48, 30), palette.night, client, true, "'DejaVu Serif', serif");
  const group: Layer = joinLayers([{ defs: '', body: paper }, poster(rng, x + 16, y + 16, w - 32, 300, client, 'print'), { defs: '', body: head + lines.join('') }]);
  return { defs: group.defs, body: `<g transform="rotate(${n(rot)} ${x + w / 2} ${y + h / 2})">${group.body}</g>` };
}

export function mockup(rng: Rng, kind: MockupKind, client: string): string {
  const sky: Layer = {
    defs: skyGradient('bgsky', [palette.void, palette.navy], 'diagonal'),
    body: `<rect width="${MOCKUP_WIDTH}" height="${MOCKUP_HEIGHT}" fill="url(#bgsky)"/>`,
  };
  const back = [
    sky,
    nebula(rng, { width: MOCKUP_WIDTH, height: MOCKUP_HEIGHT, cx: 0.5, cy: 0.4, clouds: 4, intensity: 0.45, idPrefix: 'n' }),
    starfield(rng, { width: MOCKUP_WIDTH, height: MOCKUP_HEIGHT, density: 320, idPrefix: 'st' }),
  ];
  const front = kind === 'billboard' ? billboard(rng, client) : kind === 'print' ? print(rng, client) : social(rng, client);
  const all = joinLayers([...back, front]);
  return svgDocument(MOCKUP_WIDTH, MOCKUP_HEIGHT, all.defs, all.body);
}
