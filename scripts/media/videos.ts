/**
 * Case-study videos: seven 5-second 640×360 H.264 clips (no audio, faststart) with a JPEG poster each.
 * Still layers come from ./video-layers (sharp); motion comes from ffmpeg filters with fixed arguments.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Video } from './data';
import * as L from './video-layers';
import { palette } from './lib/svg';

const FPS = 24;
const SECONDS = 5;
const MAX_BYTES = 1024 * 1024;
const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';

/** ffmpeg inputs plus a filter graph whose output pad is [out]. */
interface Recipe { inputs: string[]; graph: string }

const still = (file: string): string[] => ['-loop', '1', '-framerate', String(FPS), '-t', String(SECONDS), '-i', file];

type Build = (tmp: string) => Promise<Recipe>;

const recipes: Record<string, Build> = {
  'starfield-drift': async (tmp) => ({
    inputs: [
      ...still(await L.drawSky(path.join(tmp, 'far.png'), 'starfield-drift', 1920, L.VIDEO_HEIGHT, [0.5, 0.5])),
      ...still(await L.drawNearStars(path.join(tmp, 'near.png'), 2560, L.VIDEO_HEIGHT)),
    ],
    graph: "[0:v]crop=640:360:x='t*150':y=0[far];[far][1:v]overlay=x='-t*330':y=0[out]",
  }),
  'moon-phases': async (tmp) => {
    const frames = 30;
    for (let i = 0; i < frames; i += 1) {
      await L.drawPhaseFrame(path.join(tmp, `phase${String(i).padStart(2, '0')}.png`), i / frames);
    }
    return {
      inputs: ['-framerate', String(frames / SECONDS), '-i', path.join(tmp, 'phase%02d.png')],
      graph: `[0:v]framerate=fps=${FPS}[out]`,
    };
  },
  'orbit-loop': async (tmp) => ({
    inputs: [
      ...still(await L.drawOrbitScene(path.join(tmp, 'orbit.png'))),
      ...still(await L.drawGlow(path.join(tmp, 'sat.png'), 28, palette.amber)),
      ...still(await L.drawGlow(path.join(tmp, 'sat2.png'), 20, '#7fd1ff')),
    ],
    graph: "[0:v][1:v]overlay=x='320+250*cos(2*PI*t/5)-14':y='180+90*sin(2*PI*t/5)-14'[a];"
      + "[a][2:v]overlay=x='320+160*cos(-4*PI*t/5+1)-10':y='180+58*sin(-4*PI*t/5+1)-10'[out]",
  }),
  'nebula-bloom': async (tmp) => ({
    inputs: ['-i', await L.drawSky(path.join(tmp, 'nebula.png'), 'nebula-bloom', 1920, 1080, [0.5, 0.5])],
    graph: `[0:v]zoompan=z='1+0.0025*on':x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':d=${FPS * SECONDS}:s=640x360:fps=${FPS},hue=h='t*14'[out]`,
  }),
  'lunar-horizon': async (tmp) => ({
    inputs: [
      ...still(await L.drawSky(path.join(tmp, 'sky.png'), 'lunar-horizon', L.VIDEO_WIDTH, L.VIDEO_HEIGHT, [0.6, 0.35])),
      ...still(await L.drawPlanet(path.join(tmp, 'planet.png'), 260)),
      ...still(await L.drawSurface(path.join(tmp, 'surface.png'))),
    ],
    graph: "[0:v][1:v]overlay=x=300:y='170-t*30'[a];[a][2:v]overlay=0:0[out]",
  }),
  'constellation-map': async (tmp) => ({
    inputs: [
      ...still(await L.drawSky(path.join(tmp, 'sky.png'), 'constellation-map', 800, 450, [0.4, 0.5])),
      ...still(await L.drawConstellations(path.join(tmp, 'lines.png'))),
    ],
    graph: "[0:v]crop=640:360:x='t*24':y='t*12'[bg];[1:v]format=rgba,fade=in:st=0.3:d=2.5:alpha=1[fg];[bg][fg]overlay=0:0[out]",
  }),
  'comet-trail': async (tmp) => ({
    // Pure lavfi starfield: a per-pixel hash (no random state), drawn once and held with loop.
    inputs: [
      '-f', 'lavfi', '-i', `nullsrc=s=640x360:r=${FPS}:d=${1 / FPS},format=gray`,
      ...still(await L.drawComet(path.join(tmp, 'comet.png'))),
    ],
    graph: "[0:v]geq=lum='st(0,sin(X*12.9898+Y*78.233)*43758.5453);st(0,ld(0)-floor(ld(0)));if(gt(ld(0),0.9985),235,if(gt(ld(0),0.995),110,10))',"
      + `loop=loop=${FPS * SECONDS - 1}:size=1:start=0,setpts=N/${FPS}/TB,format=yuv420p,colorbalance=bs=0.12:bm=0.06[stars];`
      + "[stars][1:v]overlay=x='-260+t*190':y='-60+t*60'[out]",
  }),
};

const encodeArgs = [
  '-map', '[out]', '-t', String(SECONDS), '-r', String(FPS), '-an',
  '-c:v', 'libx264', '-preset', 'slow', '-crf', '26', '-maxrate', '900k', '-bufsize', '1800k',
  '-pix_fmt', 'yuv420p', '-profile:v', 'high', '-threads', '1',
  '-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact',
];

function ffmpeg(args: string[]): void {
  execFileSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'inherit', 'inherit'] });
}

/** Encodes every video listed in videos.json into static/videos/ (src and poster paths come from the data). */
export async function renderVideos(videos: readonly Video[], staticDir: string): Promise<void> {
  const tmpRoot = mkdtempSync(path.join(tmpdir(), 'selenova-media-'));
  try {
    for (const video of videos) {
      const name = path.basename(video.src, '.mp4');
      const build = recipes[name];
      if (!build) throw new Error(`No video recipe for "${name}" (known: ${Object.keys(recipes).join(', ')})`);
      const tmp = path.join(tmpRoot, name);
      mkdirSync(tmp);
      const out = path.join(staticDir, video.src);
      const poster = path.join(staticDir, video.poster);
      mkdirSync(path.dirname(out), { recursive: true });
      const recipe = await build(tmp);
      ffmpeg([...recipe.inputs, '-filter_complex', recipe.graph, ...encodeArgs, out]);
      ffmpeg(['-ss', '1', '-i', out, '-frames:v', '1', '-q:v', '4', '-fflags', '+bitexact', '-flags:v', '+bitexact', poster]);
      const size = statSync(out).size;
      if (size > MAX_BYTES) throw new Error(`${video.src} is ${size} bytes; keep each clip under 1 MB`);
      console.log(`  video ${video.src}: ${(size / 1024).toFixed(0)} KB`);
    }
  } finally {
    rmSync(tmpRoot, { recursive: true, force: true });
  }
}
