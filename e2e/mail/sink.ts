/**
 * The browser tests' mail server (issue 17): a real SMTP server on loopback that the console suite's API
 * sends through (playwright.config.ts), with a small HTTP side for the specs (e2e/mail/inbox.ts):
 *
 *   GET  /health   200 once both listen
 *   GET  /mails    every message accepted so far: envelope recipients, subject, Reply-To, text, and each
 *                  attachment's name, type, size and SHA-256
 *   POST /down     the SMTP port stops listening (connections are refused), as a mail server that is down
 *   POST /up       it listens again on the same port
 *
 * Run: E2E_SMTP_PORT=… E2E_MAIL_PORT=… tsx e2e/mail/sink.ts
 */
import { createHash } from "node:crypto";
import http from "node:http";
import { addresses, startMailServer } from "../../__tests__/api/notify/mail-server";

async function main(): Promise<void> {
  const smtpPort = Number(process.env.E2E_SMTP_PORT);
  const controlPort = Number(process.env.E2E_MAIL_PORT);
  if (!smtpPort || !controlPort) throw new Error("Set E2E_SMTP_PORT and E2E_MAIL_PORT");
  const smtp = await startMailServer(smtpPort);

  const control = http.createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
      response.end(JSON.stringify(body));
    };
    const route = `${request.method ?? "GET"} ${request.url ?? "/"}`;
    if (route === "GET /health") return answer(200, { ok: true });
    if (route === "GET /mails") {
      return answer(
        200,
        smtp.received.map(({ envelope, mail }) => ({
          to: envelope.to,
          subject: mail.subject ?? "",
          replyTo: addresses(mail.replyTo),
          text: mail.text ?? "",
          attachments: mail.attachments.map((file) => ({
            filename: file.filename ?? "",
            contentType: file.contentType,
            size: file.content.length,
            sha256: createHash("sha256").update(file.content).digest("hex"),
          })),
        })),
      );
    }
    if (route === "POST /down") return void smtp.down().then(() => answer(200, { listening: false }));
    if (route === "POST /up") return void smtp.up().then(() => answer(200, { listening: true }));
    return answer(404, { message: "No such route" });
  });
  await new Promise<void>((resolve) => control.listen(controlPort, "127.0.0.1", resolve));
  console.log(`mail sink: SMTP on 127.0.0.1:${smtpPort}, control on http://127.0.0.1:${controlPort}`);

  const stop = () => {
    control.close();
    void smtp.close().then(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
