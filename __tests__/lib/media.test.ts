import { keepLatestPlaying, pauseAllExcept } from "../../src/lib/media";

const player = (paused: boolean, currentTime = 0) => ({ paused, currentTime, pause: jest.fn() }) as unknown as HTMLMediaElement & { pause: jest.Mock };

describe("pauseAllExcept", () => {
  it("pauses every other playing player and leaves the chosen one alone", () => {
    const [a, b, c] = [player(false), player(false), player(true)];
    pauseAllExcept([a, b, c], b);
    expect(a.pause).toHaveBeenCalledTimes(1);
    expect(b.pause).not.toHaveBeenCalled();
    expect(c.pause).not.toHaveBeenCalled();
  });
});

describe("keepLatestPlaying", () => {
  it("keeps the player started last (least far along) and pauses the other playing ones", () => {
    const [a, b, c, d] = [player(false, 4.2), player(false, 0.3), player(true, 0), player(false, 1.5)];
    keepLatestPlaying([a, b, c, d]);
    expect(a.pause).toHaveBeenCalledTimes(1);
    expect(d.pause).toHaveBeenCalledTimes(1);
    expect(b.pause).not.toHaveBeenCalled();
    expect(c.pause).not.toHaveBeenCalled();
  });

  it("leaves a single playing player alone", () => {
    const [a, b] = [player(false, 3), player(true)];
    keepLatestPlaying([a, b]);
    expect(a.pause).not.toHaveBeenCalled();
  });
});
