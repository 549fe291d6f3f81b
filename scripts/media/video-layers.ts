/** Still layers for the videos, drawn with the same artwork modules as the images and saved as PNG for ffmpeg. */
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { constellation } from './art/constellation';
import { moon } from './art/moon';
import { nebula } from './art/nebula';
import { orbit, planet } from './art/planet';
import { starfield } from './art/starfield';
import { lunarSurface } from './art/surface';
import { createRng } from './lib/prng';
import { joinLayers, palette, radialFade, skyGradient, svgDocument, type Layer } from './lib/svg';

export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 360;

async function save(file: string, width: number, height: number, layers: readonly Layer[]): Promise<string> {
  const all = joinLayers(layers);
  await writeFile(file, await sharp(Buffer.from(svgDocument(width, height, all.defs, all.body))).png({ compressionLevel: 6 }).toBuffer());
  return file;
}

function sky(width: number, height: number): Layer {
  return {
    defs: skyGradient('sky', [palette.void, palette.night, palette.navy], 'diagonal'),
    body: `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
  };
}

/** Sky, nebula and stars; `seed` keeps every layer reproducible. */
export function skyLayers(seed: string, width: number, height: number, nebulaAt: [number, number] = [0.6, 0.45]): Layer[] {
  const rng = createRng(seed);
  return [
    sky(width, height),
    nebula(rng, { width, height, cx: nebulaAt[0], cy: nebulaAt[1], idPrefix: 'n', intensity: 0.6 }),
    starfield(rng, { width, height, density: 900, brightShare: 0.015, idPrefix: 's' }),
  ];
}

export const drawSky = (file: string, seed: string, width: number, height: number, nebulaAt?: [number, number]): Promise<string> =>
  save(file, width, height, skyLayers(seed, width, height, nebulaAt));

/** Transparent layer of larger, brighter stars for parallax. */
export const drawNearStars = (file: string, width: number, height: number): Promise<string> =>
  save(file, width, height, [starfield(createRng('near-stars'), { width, height, density: 120, brightShare: 0.12, idPrefix: 'ns' })]);

/** One frame of the moon-phase clip: the full scene with the moon at `phase`. */
export const drawPhaseFrame = (file: string, phase: number): Promise<string> =>
  save(file, VIDEO_WIDTH, VIDEO_HEIGHT, [
    ...skyLayers('moon-phases', VIDEO_WIDTH, VIDEO_HEIGHT, [0.5, 0.5]),
    moon(createRng('moon-phases-moon'), { cx: 320, cy: 180, r: 118, phase, idPrefix: 'm' }),
  ]);

/** Sky with a ringed planet in the middle and two flat orbits (the satellites are separate overlays). */
export const drawOrbitScene = (file: string): Promise<string> => {
  const rng = createRng('orbit-loop');
  return save(file, VIDEO_WIDTH, VIDEO_HEIGHT, [
    ...skyLayers('orbit-loop', VIDEO_WIDTH, VIDEO_HEIGHT, [0.5, 0.5]),
    orbit(rng, { cx: 320, cy: 180, rx: 250, ry: 90, tilt: 0, satellites: 0 }),
    orbit(rng, { cx: 320, cy: 180, rx: 160, ry: 58, tilt: 0, satellites: 0 }),
    moon(rng, { cx: 320, cy: 180, r: 62, idPrefix: 'm' }),
  ]);
};

/** A small glowing dot used as a satellite or comet head. */
export const drawGlow = (file: string, size: number, color: string): Promise<string> =>
  save(file, size, size, [{
    defs: radialFade('g', color, 1, 0.25),
    body: `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="url(#g)"/><circle cx="${size / 2}" cy="${size / 2}" r="${size / 7}" fill="#fff"/>`,
  }]);

/** A comet: bright head with a long fading tail, pointing down-right. */
export const drawComet = (file: string): Promise<string> =>
  save(file, 260, 120, [{
    defs: `<linearGradient id="tail" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${palette.amber}" stop-opacity="0"/><stop offset="1" stop-color="#fff4d6" stop-opacity="0.9"/></linearGradient>`
      + radialFade('head', '#ffffff', 1, 0.3),
    body: '<path d="M0 10 L236 56 L236 68 Z" fill="url(#tail)" transform="rotate(4 236 62)"/><circle cx="236" cy="62" r="20" fill="url(#head)"/>',
  }]);

/** Transparent lunar horizon across the bottom of the frame. */
export const drawSurface = (file: string): Promise<string> =>
  save(file, VIDEO_WIDTH, VIDEO_HEIGHT, [lunarSurface(createRng('lunar-horizon'), { width: VIDEO_WIDTH, height: VIDEO_HEIGHT, rise: 0.3, idPrefix: 'ls' })]);

/** A blue-green planet on transparent ground, for the rising-planet shot. */
export const drawPlanet = (file: string, size: number): Promise<string> =>
  save(file, size, size, [planet(createRng('rising-planet'), { cx: size / 2, cy: size / 2, r: size * 0.3, base: '#2f5fa8', band: '#7fd1c1', idPrefix: 'p' })]);

/** Transparent constellation chart (two figures). */
export const drawConstellations = (file: string): Promise<string> => {
  const rng = createRng('constellation-map');
  return save(file, VIDEO_WIDTH, VIDEO_HEIGHT, [
    constellation(rng, { x: 60, y: 50, width: 260, height: 140, stars: 7, color: palette.amberSoft }),
    constellation(rng, { x: 340, y: 170, width: 240, height: 150, stars: 6 }),
  ]);
};
