/**
 * Structural similarity (SSIM, Wang et al. 2004) between two images of the same size, on raw
 * interleaved 8-bit pixels. Computed per channel over 8×8 windows moved 4 pixels at a time, with the
 * usual constants (K1 0.01, K2 0.03, L 255), and averaged over windows and channels. 1 means identical;
 * at the quality a website ships, ~0.95 and above is hard to tell apart at 1×.
 */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

const WINDOW = 8;
const STEP = 4;
const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;

function channelSsim(a: RawImage, b: RawImage, channel: number): number {
  const { width, height, channels } = a;
  let sum = 0;
  let windows = 0;
  const n = WINDOW * WINDOW;
  for (let y0 = 0; y0 + WINDOW <= height; y0 += STEP) {
    for (let x0 = 0; x0 + WINDOW <= width; x0 += STEP) {
      let sa = 0, sb = 0, saa = 0, sbb = 0, sab = 0;
      for (let y = y0; y < y0 + WINDOW; y++) {
        let i = (y * width + x0) * channels + channel;
        for (let x = 0; x < WINDOW; x++, i += channels) {
          const va = a.data[i];
          const vb = b.data[i];
          sa += va;
          sb += vb;
          saa += va * va;
          sbb += vb * vb;
          sab += va * vb;
        }
      }
      const ma = sa / n;
      const mb = sb / n;
      const va = saa / n - ma * ma;
      const vb = sbb / n - mb * mb;
      const cov = sab / n - ma * mb;
      sum += ((2 * ma * mb + C1) * (2 * cov + C2)) / ((ma * ma + mb * mb + C1) * (va + vb + C2));
      windows++;
    }
  }
  if (windows === 0) throw new Error(`SSIM needs images of at least ${WINDOW}×${WINDOW} pixels (got ${width}×${height})`);
  return sum / windows;
}

/** Mean SSIM over the channels both images share; throws when their sizes differ. */
export function ssim(a: RawImage, b: RawImage): number {
  if (a.width !== b.width || a.height !== b.height || a.channels !== b.channels) {
    throw new Error(`SSIM compares images of one size: ${a.width}×${a.height}×${a.channels} against ${b.width}×${b.height}×${b.channels}`);
  }
  let total = 0;
  for (let c = 0; c < a.channels; c++) total += channelSsim(a, b, c);
  return total / a.channels;
}
