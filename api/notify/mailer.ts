/** Sending a composed mail over SMTP with nodemailer. */
import nodemailer from "nodemailer";
import type { Mail } from "./compose";
import type { MailAddress } from "./settings";

export interface Mailer {
  /** Resolves once the server accepted the mail; rejects with the server's or the network's error. */
  send(mail: Mail, messageId: string): Promise<void>;
  close(): void;
}

export interface SmtpTimeouts {
  /** To open the connection. */
  connectMs: number;
  /** Of silence from the server once connected. */
  idleMs: number;
  /** For one whole mail, however the server trickles. */
  totalMs: number;
}

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = { connectMs: 30_000, idleMs: 60_000, totalMs: 120_000 };

export function smtpMailer(url: string, from: MailAddress, timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS): Mailer {
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: timeouts.connectMs,
    greetingTimeout: timeouts.connectMs,
    socketTimeout: timeouts.idleMs,
    // Never write the conversation (it holds the AUTH exchange) to the console.
    logger: false,
    debug: false,
  });
  return {
    async send(mail, messageId) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the mail server took longer than ${timeouts.totalMs / 1000} s`)),
          timeouts.totalMs,
        );
      });
      try {
        await Promise.race([
          transport.sendMail({
            from,
            to: mail.to,
            replyTo: mail.replyTo ?? undefined,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            attachments: mail.attachments,
            messageId,
            // The SMTP recipients are exactly the inboxes: no header the mail carries can add one.
            envelope: { from: from.address, to: mail.to },
            // Attachment content is bytes in memory; never read a path or URL named in a mail.
            disableFileAccess: true,
            disableUrlAccess: true,
          }),
          timeout,
        ]);
      } finally {
        clearTimeout(timer);
      }
    },
    close: () => transport.close(),
  };
}
