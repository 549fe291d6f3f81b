/**
 * A real SMTP server on loopback (smtp-server) that keeps every message it accepts, parsed by
 * mailparser, with the SMTP envelope beside it. It can go down and come back on the same port, and
 * can answer slowly.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** The addresses of a parsed address header (To, Reply-To…). */
export const addresses = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : []).flatMap((object) => object.value.map((entry) => entry.address ?? ""));

export interface ReceivedMail {
  /** MAIL FROM and RCPT TO of the SMTP transaction: who the mail really goes to. */
  envelope: { from: string; to: string[] };
  mail: ParsedMail;
  raw: Buffer;
}

export interface TestMailServer {
  readonly url: string;
  readonly port: number;
  readonly received: ReceivedMail[];
  /** How long the server takes to accept each message (after reading it). */
  delayMs: number;
  /** Messages the server has started to read and not yet answered. */
  readonly inFlight: number;
  /** The credentials used by the last AUTH, if any. */
  readonly logins: { username: string; password: string }[];
  /** Resolves once `count` messages have been accepted. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves once a message is being read. */
  waitForInFlight(timeoutMs?: number): Promise<void>;
  /** Stops listening; the port then refuses connections. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

const waitUntil = async (test: () => boolean, timeoutMs: number, what: string): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** Listens on `port` (0: any free one) of 127.0.0.1. */
export async function startMailServer(port = 0): Promise<TestMailServer> {
  const received: ReceivedMail[] = [];
  const logins: { username: string; password: string }[] = [];
  let inFlight = 0;
  const state = { delayMs: 0 };

  const make = () =>
    new SMTPServer({
      logger: false,
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ["STARTTLS"],
      onAuth(auth, _session, callback) {
        logins.push({ username: auth.username ?? "", password: auth.password ?? "" });
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        inFlight += 1;
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks);
          const envelope = {
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          };
          setTimeout(() => {
            simpleParser(raw).then(
              (mail) => {
                received.push({ envelope, mail, raw });
                inFlight -= 1;
                callback();
              },
              (error: Error) => {
                inFlight -= 1;
                callback(error);
              },
            );
          }, state.delayMs);
        });
      },
    });

  let server = make();
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const bound = (server.server.address() as AddressInfo).port;
  let listening = true;

  const down = async () => {
    if (!listening) return;
    listening = false;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  return {
    url: `smtp://127.0.0.1:${bound}`,
    port: bound,
    received,
    logins,
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(value: number) {
      state.delayMs = value;
    },
    get inFlight() {
      return inFlight;
    },
    waitFor: (count, timeoutMs = 10_000) =>
      waitUntil(() => received.length >= count, timeoutMs, `${count} mails (got ${received.length})`),
    waitForInFlight: (timeoutMs = 10_000) => waitUntil(() => inFlight > 0, timeoutMs, "a mail in flight"),
    down,
    async up() {
      if (listening) return;
      server = make();
      await new Promise<void>((resolve) => server.listen(bound, "127.0.0.1", resolve));
      listening = true;
    },
    close: down,
  };
}
