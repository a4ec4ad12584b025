import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import { mailOutbox } from './tables.js';
import type { MailTransport } from './transport.js';

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** How often due mail is looked for when nobody nudges. */
  pollMs?: number;
  /** First retry delay; it doubles per failed attempt up to an hour. */
  retryBaseMs?: number;
  /** After this many failed attempts a mail is marked failed (and logged) instead of retried. */
  maxAttempts?: number;
}

const BATCH = 10;
/** A claimed mail is invisible to other workers this long; longer than the SMTP timeouts together. */
const CLAIM_LEASE_MS = 2 * 60_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/**
 * Delivers the outbox: claims due mail (FOR UPDATE SKIP LOCKED, so several server processes never send one
 * mail twice), hands it to the transport, marks it sent, or schedules a retry with exponential backoff.
 */
export function createOutboxWorker({
  db,
  transport,
  log,
  pollMs = 1000,
  retryBaseMs = 5000,
  maxAttempts = 20,
}: OutboxWorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  async function claimDue() {
    const now = new Date();
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
      .orderBy(asc(mailOutbox.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function deliverDue() {
    for (;;) {
      const batch = await claimDue();
      for (const mail of batch) {
        try {
          await transport.deliver({
            to: mail.toAddress,
            subject: mail.subject,
            text: mail.textBody,
            html: mail.htmlBody,
            ...(mail.headers ? { headers: mail.headers } : {}),
          });
          await db
            .update(mailOutbox)
            .set({ status: 'sent', sentAt: new Date(), lastError: null })
            .where(eq(mailOutbox.id, mail.id));
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const giveUp = mail.attempts >= maxAttempts;
          const delay = Math.min(retryBaseMs * 2 ** (mail.attempts - 1), MAX_RETRY_DELAY_MS);
          await db
            .update(mailOutbox)
            .set({
              status: giveUp ? 'failed' : 'pending',
              lastError: reason.slice(0, 1000),
              nextAttemptAt: new Date(Date.now() + delay),
            })
            .where(eq(mailOutbox.id, mail.id));
          const details = { mailId: mail.id, to: mail.toAddress, attempts: mail.attempts, err: reason };
          if (giveUp) log.error(details, 'mail delivery failed for good');
          else log.warn({ ...details, retryInMs: delay }, 'mail delivery failed; will retry');
        }
      }
      if (batch.length < BATCH) return;
    }
  }

  /** Runs one pass; a nudge during a pass runs another right after it, so nothing waits for the next poll. */
  function pass(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = deliverDue()
      .catch((error) => log.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          void pass();
        }
      });
    return running;
  }

  return {
    start() {
      stopped = false;
      timer = setInterval(() => void pass(), pollMs);
      timer.unref();
      void pass();
    },
    /** Deliver now (call after committing a transaction that queued mail). */
    nudge(): void {
      void pass();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      transport.close();
    },
  };
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;
