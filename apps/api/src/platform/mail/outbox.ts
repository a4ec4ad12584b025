import type { Database } from '../db/database.js';
import type { MailMessage } from './message.js';
import { mailOutbox } from './tables.js';

/**
 * Queues a mail inside the caller's transaction (`tx`): it is delivered only if that transaction commits, and
 * it survives a mail server that is down. The outbox worker picks it up within a second (or at once after
 * `app.mailer.nudge()`).
 */
export async function enqueueMail(tx: Database, message: MailMessage): Promise<void> {
  await tx.insert(mailOutbox).values({
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    headers: message.headers ?? null,
  });
}
