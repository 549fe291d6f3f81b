/** A stand-in for fetch in jsdom (which has none): answers each URL from a table of canned replies. */

export interface FakeReply {
  status?: number;
  /** Sent as JSON unless `raw` is given. */
  body?: unknown;
  /** A raw body, e.g. malformed JSON. */
  raw?: string;
  /** Rejects like a refused connection. */
  networkError?: boolean;
}

function fakeResponse({ status = 200, body, raw }: FakeReply): Response {
  const text = raw ?? JSON.stringify(body ?? null);
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: new Headers({ "content-type": "application/json" }),
    json: async () => JSON.parse(text) as unknown,
    text: async () => text,
    clone: () => fakeResponse({ status, body, raw }),
  };
  return response as unknown as Response;
}

/** A jest.fn fetch; `reply(url, init)` picks the answer. */
export function fakeFetch(reply: (url: string, init?: RequestInit) => FakeReply) {
  return jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = reply(String(input), init);
    if (answer.networkError) throw new TypeError("Failed to fetch");
    return fakeResponse(answer);
  });
}
