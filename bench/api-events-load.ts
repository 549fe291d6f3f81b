/**
 * The warm-up load for `POST /events` in `npm run bench:api` (issue 31), run as a process of its own by
 * api-events.ts (`node --import tsx bench/api-events-load.ts '<json>'`), so its work is not the server's:
 * `amount` beacons as the site sends them (text/plain, the site's Origin) in a closed loop over
 * `connections`, each from one of `visitors` visitors (their user agents differ) on one of the site's
 * pages, some with a campaign (paced-load.ts's beaconRequest, which the measured open loop sends too).
 * Prints autocannon's result as JSON.
 */
import { createRequire } from "node:module";
import { beaconRequest } from "./paced-load";

export interface EventsLoad {
  url: string;
  origin: string;
  connections: number;
  amount: number;
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

function main(): void {
  const load = JSON.parse(process.argv[2] ?? "{}") as EventsLoad;
  const autocannon = createRequire(__filename)("autocannon") as Autocannon;
  let n = 0;
  autocannon(
    {
      url: load.url,
      method: "POST",
      connections: load.connections,
      amount: load.amount,
      headers: { "content-type": "text/plain;charset=UTF-8", origin: load.origin },
      requests: [
        {
          setupRequest: (request) => {
            const { userAgent, body } = beaconRequest(n++, load);
            return { ...request, headers: { ...request.headers, "user-agent": userAgent }, body };
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
