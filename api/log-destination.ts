/**
 * Where the API's log lines go when it runs as a service (`npm run api`, api/main.ts): pino's own
 * asynchronous destination, which gathers lines written while a write is in flight into one write,
 * instead of a synchronous write to the terminal or pipe for every line, so a slow terminal or a full pipe
 * never holds the event loop (under load, logging was a third of the API's CPU per GET: issue 28 §6,
 * docs/decisions/api.md). `flushSync()` writes what is left; main.ts calls it before the process exits, so a
 * stop loses no line. The bench logs through the same destination.
 */
import pino from "pino";

export type LogDestination = ReturnType<typeof pino.destination>;

/** `dest` is a file descriptor (1, stdout, by default) or a path. */
export function asyncLogDestination(dest: number | string = 1): LogDestination {
  return pino.destination({ dest, sync: false });
}
