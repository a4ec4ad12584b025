import { newsletterEmailError } from '@startwise/flows/rules';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { ok } from '../http/envelope.js';
import { validationFailed } from '../http/http-error.js';
import { bindOperation } from '../http/operations.js';
import { createRateLimiter, type RateLimitRule } from '../rate-limit/rate-limiter.js';
import { newsletterSubscriptions } from './tables.js';

export const NEWSLETTER_MESSAGES = {
  subscribed: 'Successfully subscribed to the newsletter!',
  unsubscribed: 'Successfully unsubscribed from the newsletter',
} as const;

const LOOKUP_LIMIT: RateLimitRule = {
  name: 'newsletter-status-ip',
  limit: 60,
  windowSeconds: 60,
  message: 'Too many requests. Please try again in a minute.',
};
const CHANGE_LIMIT: RateLimitRule = {
  name: 'newsletter-change-ip',
  limit: 10,
  windowSeconds: 10 * 60,
  message: 'Too many subscription changes. Please try again later.',
};

/** Addresses are compared trimmed and lower-cased: one address, one subscription. */
function normalizedEmail(raw: string): string {
  const error = newsletterEmailError(raw);
  if (error) throw validationFailed([{ field: 'email', message: error }], error);
  return raw.trim().toLowerCase();
}

/** Newsletter subscription: status, subscribe and unsubscribe, each idempotent and rate limited per client. */
export function registerNewsletter(app: FastifyInstance, deps: { db: Database; now?: () => Date }) {
  const limiter = createRateLimiter(deps.db, deps.now ?? (() => new Date()));

  async function setSubscribed(email: string, subscribed: boolean) {
    await deps.db
      .insert(newsletterSubscriptions)
      .values({ email, subscribed })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: { subscribed, updatedAt: sql`now()` },
      });
  }

  bindOperation(app, 'getNewsletterStatus', async (request) => {
    const email = normalizedEmail(request.params.email);
    await limiter.consume(LOOKUP_LIMIT, request.ip);
    const [row] = await deps.db
      .select({ subscribed: newsletterSubscriptions.subscribed })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email));
    return ok({ subscribed: row?.subscribed ?? false });
  });

  bindOperation(app, 'subscribeNewsletter', async (request) => {
    const email = normalizedEmail(request.body.email);
    await limiter.consume(CHANGE_LIMIT, request.ip);
    await setSubscribed(email, true);
    return ok({ subscribed: true }, NEWSLETTER_MESSAGES.subscribed);
  });

  bindOperation(app, 'unsubscribeNewsletter', async (request) => {
    const email = normalizedEmail(request.body.email);
    await limiter.consume(CHANGE_LIMIT, request.ip);
    await setSubscribed(email, false);
    return ok({ subscribed: false }, NEWSLETTER_MESSAGES.unsubscribed);
  });
}
