import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about (verification, reset); logged when mail goes to the outbox. */
  link?: string;
  /** Extra headers (a reminder's List-Unsubscribe). */
  headers?: Record<string, string>;
}

export interface Mailer {
  kind: "smtp" | "outbox";
  send(mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  logger: FastifyBaseLogger;
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail becomes one .eml file in DATA_DIR/mail
 * (plain-text body with the full link, mode 0600), and its link is logged at debug level for developers.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: "smtp",
      async send(mail) {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          ...(mail.headers ? { headers: mail.headers } : {}),
        });
        options.logger.info({ to: mail.to, subject: mail.subject }, "mail sent");
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      // Mails hold sign-in links: readable by the server's user only.
      await fs.mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(options.outboxDir, `${stamp}-${crypto.randomBytes(4).toString("hex")}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      options.logger.info({ to: mail.to, subject: mail.subject, file }, "mail written to outbox");
      // A link signs someone in: only at debug level, never in the default logs.
      if (mail.link) options.logger.debug({ file, link: mail.link }, "outbox mail link");
    },
  };
}
