import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { brandFor } from '../system/brand.js';
import { requireMailLogo } from './mail-logo.js';
import { createOutboxWorker, type OutboxWorkerOptions } from './outbox-worker.js';
import { mailboxTransport, smtpTransport } from './transport.js';

export type MailerOptions = Pick<OutboxWorkerOptions, 'pollMs' | 'retryBaseMs' | 'maxAttempts'>;

/** The mail module: SMTP when SMTP_URL is set, else the local mailbox; an outbox worker in front of either. */
export function createMailer(
  deps: { db: Database; config: AppConfig; log: FastifyBaseLogger },
  options: MailerOptions = {},
) {
  const transport = deps.config.smtpUrl
    ? smtpTransport(deps.config.smtpUrl, deps.config.mailFrom, requireMailLogo(brandFor(deps.config.brand)))
    : mailboxTransport(deps.db, deps.log);
  const worker = createOutboxWorker({ db: deps.db, transport, log: deps.log, ...options });
  return { transport: transport.kind, ...worker };
}

export type Mailer = ReturnType<typeof createMailer>;
