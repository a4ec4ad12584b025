import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../db/database.js';
import { MAIL_LOGO_CID } from './mail-logo.js';
import type { MailMessage } from './message.js';
import { mailbox } from './tables.js';

/** Where delivered mail goes: a real SMTP server, or the local mailbox table. */
export interface MailTransport {
  readonly kind: 'smtp' | 'mailbox';
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer, e.g. smtps://user:pass@smtp.example.com:465 or smtp://127.0.0.1:1025. A mail whose
 * HTML shows the logo gets the logo PNG (`logoPath`) attached inline under the Content-ID it points at; the outbox
 * stores only the bodies, the logo is the same file for every mail.
 */
export function smtpTransport(url: string, from: string, logoPath: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    from,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async deliver(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: message.headers,
        attachments: message.html.includes(`cid:${MAIL_LOGO_CID}`)
          ? [{ filename: 'logo.png', path: logoPath, cid: MAIL_LOGO_CID, contentDisposition: 'inline' }]
          : [],
      });
    },
    close: () => transporter.close(),
  };
}

/** No SMTP configured: keep the mail in the `mailbox` table and print it to the log, so codes can be read. */
export function mailboxTransport(db: Database, log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'mailbox',
    async deliver(message) {
      await db.insert(mailbox).values({
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        htmlBody: message.html,
        headers: message.headers ?? null,
      });
      log.info({ to: message.to, subject: message.subject }, `mail kept in the local mailbox:\n${message.text}`);
    },
    close: () => undefined,
  };
}
