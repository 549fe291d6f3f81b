/** Award badges: a laurel wreath around a medal with a crescent, the award name and year on a ribbon. */
import { FONT, escapeXml, n, palette, svgDocument } from '../lib/svg';

export const AWARD_SIZE = 600;

/** Wrap words into lines of at most `max` characters. */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function laurel(side: 1 | -1): string {
  const leaves: string[] = [];
  for (let i = 0; i < 11; i += 1) {
    const a = Math.PI * (0.62 + i * 0.062);
    const x = 300 + side * Math.cos(a) * -215;
    const y = 300 + Math.sin(a) * 215 - 20;
    const rot = (a * 180) / Math.PI * side + (side === 1 ? 0 : 180);
    leaves.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="30" ry="11" fill="${palette.amber}" opacity="${n(0.75 + (i % 2) * 0.2)}" transform="rotate(${n(rot + side * 35)} ${n(x)} ${n(y)})"/>`);
  }
  return leaves.join('');
}

export function awardBadge(title: string, year: number): string {
  const label = title.replace(/\s*\b(19|20)\d{2}\b/, '').toUpperCase();
  const lines = wrapWords(label, 14).slice(0, 3);
  const size = lines.length === 3 ? 26 : 30;
  const top = 300 - ((lines.length - 1) * size * 1.15) / 2 + 24;
  const defs = `<radialGradient id="medal" cx="0.4" cy="0.35" r="0.8"><stop offset="0" stop-color="#1d2660"/><stop offset="1" stop-color="${palette.void}"/></radialGradient>`
    + `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.amberSoft}"/><stop offset="1" stop-color="#b7822a"/></linearGradient>`
    + `<mask id="bite"><rect width="600" height="600" fill="#fff"/><circle cx="318" cy="168" r="30" fill="#000"/></mask>`;
  const text = lines
    .map((l, i) => `<text x="300" y="${n(top + i * size * 1.15)}" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="${size}" fill="${palette.moonLight}">${escapeXml(l)}</text>`)
    .join('');
  const body = `${laurel(1)}${laurel(-1)}`
    + `<circle cx="300" cy="290" r="170" fill="url(#gold)"/><circle cx="300" cy="290" r="156" fill="url(#medal)"/>`
    + `<circle cx="300" cy="290" r="146" fill="none" stroke="${palette.amber}" stroke-width="2" stroke-dasharray="3 7"/>`
    + `<circle cx="300" cy="180" r="34" fill="${palette.moonLight}" mask="url(#bite)"/>`
    + text
    + `<path d="M170 470 L430 470 L410 500 L430 530 L170 530 L190 500 Z" fill="url(#gold)"/>`
    + `<text x="300" y="511" text-anchor="middle" font-family="${FONT}" font-weight="bold" font-size="28" fill="${palette.night}" letter-spacing="6">${year}</text>`;
  return svgDocument(AWARD_SIZE, AWARD_SIZE, defs, body);
}
