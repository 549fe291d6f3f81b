import type { Answer, Sent } from "./fake-fetch";

/** fake-fetch.ts's recording fetch, for jsdom (no `Response` there): the staff client reads only ok, status and text(). */
export function jsdomFetch(...answers: Answer[]) {
  const sent: Sent[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), method: init.method ?? "GET", credentials: init.credentials, headers: new Headers(init.headers), body: init.body });
    const answer = answers.shift();
    if (!answer) throw new Error(`No answer queued for ${init.method ?? "GET"} ${String(input)}`);
    return { ok: answer.status < 300, status: answer.status, text: async () => (answer.body === undefined ? "" : JSON.stringify(answer.body)) };
  }) as unknown as typeof fetch;
  return { sent };
}
