import type { Schemas } from '@startwise/api-client';
import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { newsletterSubscriptions } from './tables.js';

export type SubscriberView = Schemas['NewsletterSubscriber'];

export interface SubscriberFilters {
  status?: 'subscribed' | 'unsubscribed';
  q?: string;
}

export const subscriberView = (row: typeof newsletterSubscriptions.$inferSelect): SubscriberView => ({
  email: row.email,
  subscribed: row.subscribed,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

function conditions(filters: SubscriberFilters): SQL | undefined {
  const text = filters.q?.trim();
  return and(
    filters.status ? eq(newsletterSubscriptions.subscribed, filters.status === 'subscribed') : undefined,
    text ? ilike(newsletterSubscriptions.email, containsPattern(text)) : undefined,
  );
}

/** One page of subscriptions, most recently changed first, and how many addresses are (un)subscribed in all. */
export async function listSubscribers(db: Database, filters: SubscriberFilters, page: number, limit: number) {
  const where = conditions(filters);
  const [rows, [total], byState] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.updatedAt), asc(newsletterSubscriptions.email))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(newsletterSubscriptions).where(where),
    db
      .select({ subscribed: newsletterSubscriptions.subscribed, value: count() })
      .from(newsletterSubscriptions)
      .groupBy(newsletterSubscriptions.subscribed),
  ]);
  const items = total?.value ?? 0;
  const countOf = (subscribed: boolean) => byState.find((row) => row.subscribed === subscribed)?.value ?? 0;
  return {
    subscribers: rows.map(subscriberView),
    pagination: { total: items, page, limit, pages: Math.ceil(items / limit) },
    counts: { subscribed: countOf(true), unsubscribed: countOf(false) },
  };
}

/** Every subscription matching `filters`, oldest first: the CSV export. */
export function allSubscribers(db: Database, filters: SubscriberFilters) {
  return db
    .select()
    .from(newsletterSubscriptions)
    .where(conditions(filters))
    .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.email));
}
