import { mergeUniqueById } from "../../src/lib/merge-by-id";

const post = (id: number, title = `Post ${id}`) => ({ id, title });
const byId = (p: { id: number }) => p.id;

describe("mergeUniqueById (the blog list's duplicate removal)", () => {
  it("starts from nothing", () => {
    expect(mergeUniqueById(undefined, [post(1), post(2)], byId)).toEqual([post(1), post(2)]);
  });

  it("appends a page in order, leaving out ids already listed (the first copy wins)", () => {
    const merged = mergeUniqueById([post(1), post(2)], [post(2, "again"), post(3)], byId);
    expect(merged).toEqual([post(1), post(2), post(3)]);
  });

  it("removes duplicates inside one page too", () => {
    expect(mergeUniqueById([], [post(4), post(4, "copy"), post(5)], byId)).toEqual([post(4), post(5)]);
  });

  it("does not change its inputs", () => {
    const existing = [post(1)];
    mergeUniqueById(existing, [post(2)], byId);
    expect(existing).toEqual([post(1)]);
  });
});
