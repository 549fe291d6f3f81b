/**
 * Where the API's log lines go when it runs as a service (`npm run api`, api/main.ts): pino's own
 * asynchronous destination (sonic-boom), never a synchronous write to the terminal or pipe per line, so a
 * slow terminal or a full pipe never holds the event loop (under load, logging was a third of the API's
 * CPU per GET: issue 28 §6, docs/decisions/api.md).
 *
 * Lines are gathered in memory and handed to sonic-boom as one chunk once LOG_WRITE_BYTES have gathered,
 * or every LOG_FLUSH_MS, whichever comes first: a write per ~20 lines under load instead of one per line,
 * and a line on a quiet server still leaves within LOG_FLUSH_MS. They are gathered here, in an array
 * joined once per chunk, and not in sonic-boom's own buffer (its `minLength`): that one appends each line
 * to a string and measures the string's bytes after every append, which copies the whole buffer again on
 * each line (~6 kB of garbage per request at 4 kB, the largest allocation per GET after the body).
 *
 * `flushSync()` writes what is left; main.ts calls it once the server listens (the start's lines are out
 * before the first answer) and before the process exits, and so does pino after a fatal line; the
 * process's `exit` event does too, so a stop loses no line (a kill that gives no chance, SIGKILL or out
 * of memory, can lose the last LOG_FLUSH_MS of lines). The bench logs through the same destination.
 */
import pino from "pino";

/** Bytes gathered before a write (about 20 request lines). */
export const LOG_WRITE_BYTES = 4096;
/** The longest a line waits to be written, in ms. */
export const LOG_FLUSH_MS = 1000;

type SonicBoom = ReturnType<typeof pino.destination>;

/** Destinations not yet ended: the process's `exit` writes what each still holds. */
const open = new Set<LogDestination>();
let exitHooked = false;

export class LogDestination {
  /**
   * sonic-boom, writing each chunk as it comes: a `minLength` of one byte is no gathering of its own, yet
   * keeps its `flush(cb)` waiting for the write (with 0 it calls back at once, before anything is written).
   */
  readonly stream: SonicBoom;
  private lines: string[] = [];
  /** The gathered lines' length in UTF-16 units: bytes for the ASCII a log line mostly is. */
  private size = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(dest: number | string, flushMs: number) {
    this.stream = pino.destination({ dest, sync: false, minLength: 1 });
    this.timer = setInterval(() => this.pass(), flushMs);
    this.timer.unref();
    open.add(this);
    if (!exitHooked) {
      exitHooked = true;
      process.once("exit", () => {
        for (const destination of open) {
          try {
            destination.flushSync();
          } catch {
            // A file still being opened, or a closed pipe: nowhere left to write, and the process is going.
          }
        }
      });
    }
  }

  /** pino's call, one line at a time. */
  write(line: string): boolean {
    this.lines.push(line);
    this.size += line.length;
    if (this.size >= LOG_WRITE_BYTES) this.pass();
    return true;
  }

  /** Hands what has gathered to sonic-boom as one chunk. */
  private pass(): void {
    if (this.lines.length === 0) return;
    const chunk = this.lines.join("");
    this.lines = [];
    this.size = 0;
    this.stream.write(chunk);
  }

  /** Writes every gathered line now, synchronously (before the process exits). */
  flushSync(): void {
    this.pass();
    this.stream.flushSync();
  }

  /** pino's `logger.flush(cb)`: calls back once every gathered line is written. */
  flush(callback?: (error?: Error) => void): void {
    this.pass();
    this.stream.flush(callback);
  }

  /** Writes what is left and closes the file. */
  end(): void {
    clearInterval(this.timer);
    open.delete(this);
    this.pass();
    this.stream.end();
  }
}

/** `dest` is a file descriptor (1, stdout, by default) or a path. */
export function asyncLogDestination(dest: number | string = 1, flushMs = LOG_FLUSH_MS): LogDestination {
  return new LogDestination(dest, flushMs);
}
