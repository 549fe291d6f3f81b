/**
 * The load for `POST /events` in `npm run bench:api` (issue 31), run as a process of its own by
 * api-events.ts (`node --import tsx bench/api-events-load.ts '<json>'`), so its work is not the server's.
 * Beacons as the site sends them (text/plain, the site's Origin), at a fixed rate (autocannon's
 * `overallRate`, latency corrected for coordinated omission), each from one of BENCH_VISITORS visitors
 * (their user agents differ) on one of the site's pages, some with a campaign. Prints autocannon's result as JSON.
 */
import { createRequire } from "node:module";

export interface EventsLoad {
  url: string;
  origin: string;
  connections: number;
  overallRate?: number;
  duration?: number;
  amount?: number;
  visitors: number;
}

interface Request {
  headers?: Record<string, string>;
  body?: string;
}
type Autocannon = (
  options: Record<string, unknown> & { requests: { setupRequest: (request: Request) => Request }[] },
  done: (error: Error | null, result: unknown) => void,
) => unknown;

const PATHS = ["/", "/services", "/about-us", "/case-studies", "/contact-us", "/career", "/blog", "/privacy"];
const CAMPAIGNS = ["", "?utm_source=linkedin&utm_medium=social&utm_campaign=launch", "?utm_source=newsletter&utm_medium=email"];
const AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

function main(): void {
  const load = JSON.parse(process.argv[2] ?? "{}") as EventsLoad;
  const autocannon = createRequire(__filename)("autocannon") as Autocannon;
  let n = 0;
  autocannon(
    {
      url: load.url,
      method: "POST",
      connections: load.connections,
      ...(load.overallRate ? { overallRate: load.overallRate } : {}),
      ...(load.duration ? { duration: load.duration } : {}),
      ...(load.amount ? { amount: load.amount } : {}),
      headers: { "content-type": "text/plain;charset=UTF-8", origin: load.origin },
      requests: [
        {
          setupRequest: (request) => {
            const i = n++;
            const visitor = i % load.visitors;
            const page = `${load.origin}${PATHS[i % PATHS.length]}${CAMPAIGNS[visitor % CAMPAIGNS.length]}`;
            return {
              ...request,
              headers: { ...request.headers, "user-agent": `${AGENT} visitor/${visitor}` },
              body: JSON.stringify({ url: page, referrer: visitor % 2 ? "https://www.google.com/" : "" }),
            };
          },
        },
      ],
    },
    (error, result) => {
      if (error) {
        console.error(error);
        process.exitCode = 1;
      } else process.stdout.write(JSON.stringify(result));
    },
  );
}

main();
