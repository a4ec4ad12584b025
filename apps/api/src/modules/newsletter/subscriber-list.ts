import type { Schemas } from '@startwise/api-client';
import { and, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { type Keyset, keysetOrder, keysetValues } from '../../platform/db/keyset.js';
import { keysetBatches } from '../../platform/db/keyset-batches.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { cappedCount, type ListPageRequest, listPagination, pageRows, pageStart } from '../../platform/db/list-page.js';
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

/** Most recently changed first; the index newsletter_subscriptions_updated_email_idx serves it. */
const RECENTLY_CHANGED_FIRST: Keyset = {
  name: 'newsletter-recent',
  keys: [
    { expression: newsletterSubscriptions.updatedAt, type: 'timestamptz' },
    { expression: newsletterSubscriptions.email, type: 'text' },
  ],
  direction: 'desc',
};

/** One page of subscriptions, most recently changed first, and how many addresses are (un)subscribed in all. */
export async function listSubscribers(db: Database, filters: SubscriberFilters, request: ListPageRequest) {
  const where = conditions(filters);
  const start = pageStart(RECENTLY_CHANGED_FIRST, request);
  const [fetched, matching, byState] = await Promise.all([
    db
      .select({ subscription: newsletterSubscriptions, cursorKeys: keysetValues(RECENTLY_CHANGED_FIRST) })
      .from(newsletterSubscriptions)
      .where(and(where, start.after))
      .orderBy(...keysetOrder(RECENTLY_CHANGED_FIRST))
      .limit(start.fetch)
      .offset(start.offset),
    cappedCount(db, db.select({ one: sql`1` }).from(newsletterSubscriptions).where(where)),
    db
      .select({ subscribed: newsletterSubscriptions.subscribed, value: count() })
      .from(newsletterSubscriptions)
      .groupBy(newsletterSubscriptions.subscribed),
  ]);
  const { rows, nextCursor } = pageRows(RECENTLY_CHANGED_FIRST, start, fetched);
  const countOf = (subscribed: boolean) => byState.find((row) => row.subscribed === subscribed)?.value ?? 0;
  return {
    subscribers: rows.map((row) => subscriberView(row.subscription)),
    pagination: listPagination(matching, start, request.limit, nextCursor),
    counts: { subscribed: countOf(true), unsubscribed: countOf(false) },
  };
}

/** Oldest first: the export's order; the index newsletter_subscriptions_created_email_idx serves it. */
const OLDEST_FIRST: Keyset = {
  name: 'newsletter-oldest',
  keys: [
    { expression: newsletterSubscriptions.createdAt, type: 'timestamptz' },
    { expression: newsletterSubscriptions.email, type: 'text' },
  ],
  direction: 'asc',
};

/** Every subscription matching `filters`, oldest first, a batch at a time: the CSV export. */
export async function* subscriberBatches(db: Database, filters: SubscriberFilters) {
  const where = conditions(filters);
  const batches = keysetBatches(OLDEST_FIRST, (after, limit) =>
    db
      .select({ subscription: newsletterSubscriptions, cursorKeys: keysetValues(OLDEST_FIRST) })
      .from(newsletterSubscriptions)
      .where(and(where, after))
      .orderBy(...keysetOrder(OLDEST_FIRST))
      .limit(limit),
  );
  for await (const batch of batches) yield batch.map((row) => row.subscription);
}
