/** A recording fake of `fetch` for the console's provider tests: each call gets the next queued answer. */
export interface Sent {
  url: string;
  method: string;
  credentials: RequestCredentials | undefined;
  headers: Headers;
  body: BodyInit | null | undefined;
}

export interface Answer {
  status: number;
  body?: unknown;
}

export function fakeFetch(...answers: Answer[]) {
  const sent: Sent[] = [];
  const queue = [...answers];
  const fn = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({ url: String(input), method: init.method ?? "GET", credentials: init.credentials, headers: new Headers(init.headers), body: init.body });
    const answer = queue.shift();
    if (!answer) throw new Error(`No answer queued for ${init.method ?? "GET"} ${String(input)}`);
    const text = answer.body === undefined ? "" : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, { status: answer.status, headers: { "Content-Type": "application/json" } });
  });
  global.fetch = fn as unknown as typeof fetch;
  return { sent, fn };
}

export const json = (sent: Sent): unknown => JSON.parse(String(sent.body));
