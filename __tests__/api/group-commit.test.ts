/** @jest-environment node */
import { GroupCommit } from "../../api/store/group-commit";

/** A write that records each group it gets and doubles every input; `bad` inputs fail their group. */
function recorder(bad = new Set<number>()) {
  const groups: number[][] = [];
  const write = async (inputs: number[]) => {
    groups.push(inputs);
    await new Promise((resolve) => setImmediate(resolve));
    if (inputs.some((input) => bad.has(input))) throw new Error("refused");
    return inputs.map((input) => input * 2);
  };
  return { groups, write };
}

describe("GroupCommit", () => {
  it("writes what arrives in one turn as one group and gives each caller its own result", async () => {
    const { groups, write } = recorder();
    const commits = new GroupCommit(write);
    await expect(Promise.all([1, 2, 3, 4].map((n) => commits.add(n)))).resolves.toEqual([2, 4, 6, 8]);
    expect(groups).toEqual([[1, 2, 3, 4]]);
  });

  it("groups what arrives while a group is being written into the next one", async () => {
    const { groups, write } = recorder();
    const commits = new GroupCommit(write);
    const first = commits.add(1);
    await new Promise((resolve) => setImmediate(resolve)); // the first group is now being written
    const later = [2, 3, 4].map((n) => commits.add(n));
    await expect(Promise.all([first, ...later])).resolves.toEqual([2, 4, 6, 8]);
    expect(groups).toEqual([[1], [2, 3, 4]]);
  });

  it("writes a failed group again item by item, so only the bad item's caller fails", async () => {
    const { groups, write } = recorder(new Set([3]));
    const commits = new GroupCommit(write);
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => commits.add(n)));
    expect(results.map((r) => (r.status === "fulfilled" ? r.value : "failed"))).toEqual([2, 4, "failed", 8]);
    expect(groups).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });

  it("never puts more than its maximum in one group", async () => {
    const { groups, write } = recorder();
    const commits = new GroupCommit(write, 2);
    await Promise.all([1, 2, 3, 4, 5].map((n) => commits.add(n)));
    expect(groups).toEqual([[1, 2], [3, 4], [5]]);
  });
});
