import { validateContact } from '@startwise/flows/rules';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { ok } from '../../platform/http/envelope.js';
import { validationFailed } from '../../platform/http/http-error.js';
import { bindOperation } from '../../platform/http/operations.js';
import { brandedMail, enqueueMail } from '../../platform/mail/index.js';
import { createRateLimiter, type RateLimitRule } from '../../platform/rate-limit/rate-limiter.js';
import { brandFor } from '../../platform/system/brand.js';
import { registerInbox } from './inbox-routes.js';
import { contactMessages } from './tables.js';

export const CONTACT_SENT = 'Your message has been sent successfully!';

const CONTACT_LIMIT: RateLimitRule = {
  name: 'contact-ip',
  limit: 5,
  windowSeconds: 60 * 60,
  message: 'You have sent several messages already. Please try again later.',
};

type ContactDeps = { db: Database; config: AppConfig; nudgeMail: () => void; now?: () => Date };

/** The contact form: stored, and mailed to the team through the outbox in the same database transaction. */
function registerContactForm(app: FastifyInstance, deps: ContactDeps) {
  const brand = brandFor(deps.config.brand);
  const limiter = createRateLimiter(deps.db, deps.now ?? (() => new Date()));

  bindOperation(app, 'sendContactMessage', async (request, reply) => {
    const { body } = request;
    const errors = validateContact({ ...body, phone: body.phone ?? undefined });
    const fields = Object.entries(errors).map(([field, message]) => ({ field, message: message as string }));
    if (fields.length > 0) throw validationFailed(fields, fields[0]?.message);
    await limiter.consume(CONTACT_LIMIT, request.ip);
    const message = {
      name: body.name.trim(),
      email: body.email.trim().toLowerCase(),
      phone: body.phone?.trim() || null,
      message: body.message.trim(),
    };
    await deps.db.transaction(async (tx) => {
      await tx.insert(contactMessages).values(message);
      await enqueueMail(
        tx as unknown as Database,
        brandedMail(brand, {
          to: brand.supportEmail,
          subject: `Contact form: ${message.name}`,
          heading: 'New message from the contact form',
          paragraphs: [
            `From: ${message.name} <${message.email}>${message.phone ? `, phone ${message.phone}` : ''}`,
            message.message,
          ],
          footnote: 'Reply to the sender’s address above.',
        }),
      );
    });
    deps.nudgeMail();
    reply.status(201);
    return ok({}, CONTACT_SENT);
  });
}

/** The module's routes: the contact form and the team's inbox. */
export function registerContact(app: FastifyInstance, deps: ContactDeps) {
  registerContactForm(app, deps);
  registerInbox(app, deps);
}
