import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { createMailer, type Mailer, type MailerOptions } from './mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker: `app.mailer.nudge()` after committing a transaction that called enqueueMail. */
    mailer: Mailer;
  }
}

/**
 * Mail for the whole server: the outbox worker runs while the server does (started when it is ready, stopped
 * when it closes). Without SMTP_URL, the dev unit's /dev/mailbox shows what would have been sent.
 */
export function useMail(app: FastifyInstance, deps: { db: Database; config: AppConfig }, options: MailerOptions = {}) {
  const mailer = createMailer({ db: deps.db, config: deps.config, log: app.log }, options);
  app.decorate('mailer', mailer);
  app.addHook('onReady', async () => mailer.start());
  app.addHook('onClose', async () => mailer.stop());
  return mailer;
}
