import { asyncLogDestination } from "../api/log-destination";

/**
 * The server logs as `npm run api` does (info: a line per request answered, through the same
 * asynchronous destination, api/log-destination.ts), into /dev/null; BENCH_LOG=off runs without a logger.
 */
const LOG_LEVEL = process.env.BENCH_LOG ?? "info";

export function devNullLogger() {
  if (LOG_LEVEL === "off") return false;
  return { level: LOG_LEVEL, stream: asyncLogDestination("/dev/null") };
}
