/**
 * Where the API's log lines go when it runs as a service (`npm run api`, api/main.ts): pino's own
 * asynchronous destination (sonic-boom), never a synchronous write to the terminal or pipe per line, so a
 * slow terminal or a full pipe never holds the event loop (under load, logging was a third of the API's
 * CPU per GET: issue 28 §6, docs/decisions/api.md).
 *
 * Lines are gathered in memory and written in one write once LOG_WRITE_BYTES have gathered, or every
 * LOG_FLUSH_MS, whichever comes first: a write per ~20 lines under load instead of one per line, and a
 * line on a quiet server still leaves within LOG_FLUSH_MS. `flushSync()` writes what is left; main.ts
 * calls it once the server listens (the start's lines are out before the first answer) and before the
 * process exits, so a stop loses no line (a kill that gives no chance, SIGKILL or out
 * of memory, can lose the last LOG_FLUSH_MS of lines). The bench logs through the same destination.
 */
import pino from "pino";

export type LogDestination = ReturnType<typeof pino.destination>;

/** Bytes gathered before a write (about 20 request lines). */
export const LOG_WRITE_BYTES = 4096;
/** The longest a line waits to be written, in ms. */
export const LOG_FLUSH_MS = 1000;

/** `dest` is a file descriptor (1, stdout, by default) or a path. */
export function asyncLogDestination(dest: number | string = 1, flushMs = LOG_FLUSH_MS): LogDestination {
  return pino.destination({ dest, sync: false, minLength: LOG_WRITE_BYTES, periodicFlush: flushMs });
}
