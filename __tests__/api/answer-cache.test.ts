/** @jest-environment node */
/** The public answers' cache (api/http/caching.ts): TTL, one build at a time, bounded, cleared by staff changes. */
import { AnswerCache, jsonAnswer } from "../../api/http/caching";

describe("AnswerCache", () => {
  let clock = 0;
  const cache = () => new AnswerCache({ ttlMs: 1_000, maxEntries: 3, now: () => clock });
  let builds = 0;
  const build = (text: string) => async () => {
    builds += 1;
    return jsonAnswer(JSON.stringify({ text }));
  };
  beforeEach(() => {
    clock = 0;
    builds = 0;
  });

  it("keeps an answer for its TTL, then builds it again", async () => {
    const answers = cache();
    const first = await answers.get("k", build("a"));
    clock = 999;
    expect(await answers.get("k", build("b"))).toBe(first);
    clock = 1_000;
    expect(String((await answers.get("k", build("b"))).body)).toBe('{"text":"b"}');
    expect(builds).toBe(2);
  });

  it("builds once for requests that arrive together", async () => {
    const answers = cache();
    const all = await Promise.all(Array.from({ length: 5 }, () => answers.get("k", build("a"))));
    expect(new Set(all).size).toBe(1);
    expect(builds).toBe(1);
  });

  it("holds at most maxEntries, dropping the oldest", async () => {
    const answers = cache();
    for (const key of ["a", "b", "c", "d"]) await answers.get(key, build(key));
    await answers.get("d", build("d2"));
    await answers.get("b", build("b2"));
    expect(builds).toBe(4);
    await answers.get("a", build("a2"));
    expect(builds).toBe(5);
  });

  it("does not keep an answer whose build began before a clear", async () => {
    const answers = cache();
    let release: () => void = () => undefined;
    const slow = answers.get("k", async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return jsonAnswer('"old"');
    });
    await Promise.resolve();
    answers.clear();
    release();
    expect(String((await slow).body)).toBe('"old"'); // the request that asked still gets it
    expect(String((await answers.get("k", build("new"))).body)).toBe('{"text":"new"}');
  });

  it("gives each body its own weak ETag", () => {
    const a = jsonAnswer('{"a":1}');
    expect(a.etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(jsonAnswer('{"a":1}').etag).toBe(a.etag);
    expect(jsonAnswer('{"a":2}').etag).not.toBe(a.etag);
  });

  it("keeps a serialised body as its UTF-8 bytes, so a send never encodes it again", () => {
    const text = JSON.stringify({ title: "Chef de partie — Pune", city: "पुणे" });
    const answer = jsonAnswer(text);
    expect(Buffer.isBuffer(answer.body)).toBe(true);
    expect(answer.body).toEqual(Buffer.from(text, "utf8"));
    expect(answer.etag).toBe(jsonAnswer(Buffer.from(text, "utf8")).etag);
  });
});
