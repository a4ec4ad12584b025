import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { bindOperation } from '../../platform/http/operations.js';
import { enqueueMail } from '../../platform/mail/index.js';
import { createRateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter.js';
import { brandFor } from '../../platform/system/brand.js';
import { registerNewsletterAdmin } from './admin-routes.js';
import { normalizedEmail } from './email.js';
import { confirmationMail } from './list-mail.js';
import { NEWSLETTER_MESSAGES } from './messages.js';
import { registerOneClick } from './one-click.js';
import { subscribe, unsubscribe } from './subscriptions.js';
import { newsletterSubscriptions } from './tables.js';

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

/**
 * Newsletter subscription: status, subscribe and unsubscribe, each idempotent and rate limited per client; a
 * confirmation mail with a one-click unsubscribe link whenever an address becomes subscribed; the link's page and
 * POST; and the back office's list.
 */
export function registerNewsletter(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; nudgeMail: () => void; now?: () => Date },
) {
  const limiter = createRateLimiter(deps.db, deps.now ?? (() => new Date()));
  const brand = brandFor(deps.config.brand);

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
    const mailed = await deps.db.transaction(async (tx) => {
      const started = await subscribe(tx, email);
      if (started) await enqueueMail(tx, confirmationMail(brand, deps.config, started));
      return Boolean(started);
    });
    if (mailed) deps.nudgeMail();
    return ok({ subscribed: true }, NEWSLETTER_MESSAGES.subscribed);
  });

  bindOperation(app, 'unsubscribeNewsletter', async (request) => {
    const email = normalizedEmail(request.body.email);
    await limiter.consume(CHANGE_LIMIT, request.ip);
    await unsubscribe(deps.db, email);
    return ok({ subscribed: false }, NEWSLETTER_MESSAGES.unsubscribed);
  });

  registerOneClick(app, deps);
  registerNewsletterAdmin(app, deps);
}
