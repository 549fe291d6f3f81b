/** @jest-environment node */
import { ssim, type RawImage } from "../../bench/ssim";

/** A 32×32 RGB image whose pixels come from `pixel(x, y)`. */
function image(pixel: (x: number, y: number) => [number, number, number]): RawImage {
  const width = 32;
  const height = 32;
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) data.set(pixel(x, y), (y * width + x) * 3);
  }
  return { data, width, height, channels: 3 };
}

const gradient = image((x, y) => [x * 8, y * 8, 128]);

describe("ssim", () => {
  it("is 1 for identical images", () => {
    expect(ssim(gradient, image((x, y) => [x * 8, y * 8, 128]))).toBeCloseTo(1, 10);
  });

  it("falls as the distortion grows", () => {
    let seed = 7;
    const noise = (amount: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return Math.round(((seed / 2 ** 31) * 2 - 1) * amount);
    };
    const clamp = (v: number) => Math.max(0, Math.min(255, v));
    const noisy = (amount: number) => image((x, y) => [clamp(x * 8 + noise(amount)), clamp(y * 8 + noise(amount)), clamp(128 + noise(amount))]);
    const slight = ssim(gradient, noisy(4));
    const heavy = ssim(gradient, noisy(40));
    expect(slight).toBeLessThan(1);
    expect(heavy).toBeLessThan(slight);
    expect(heavy).toBeGreaterThan(0);
  });

  it("sees structure, not just brightness: a flipped image scores far below a uniformly brighter one", () => {
    const brighter = ssim(gradient, image((x, y) => [x * 8 + 6, y * 8 + 6, 134]));
    const flipped = ssim(gradient, image((x, y) => [(31 - x) * 8, (31 - y) * 8, 128]));
    expect(brighter).toBeGreaterThan(0.9);
    expect(flipped).toBeLessThan(0.5);
  });

  it("refuses images of different sizes", () => {
    const small: RawImage = { data: new Uint8Array(16 * 16 * 3), width: 16, height: 16, channels: 3 };
    expect(() => ssim(gradient, small)).toThrow("one size");
  });
});
