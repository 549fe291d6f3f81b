import { pauseAllExcept } from "../../src/lib/media";

const player = (paused: boolean) => ({ paused, pause: jest.fn() }) as unknown as HTMLMediaElement & { pause: jest.Mock };

describe("pauseAllExcept", () => {
  it("pauses every other playing player and leaves the chosen one alone", () => {
    const [a, b, c] = [player(false), player(false), player(true)];
    pauseAllExcept([a, b, c], b);
    expect(a.pause).toHaveBeenCalledTimes(1);
    expect(b.pause).not.toHaveBeenCalled();
    expect(c.pause).not.toHaveBeenCalled();
  });
});
