import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { newsletterSubscriptions } from './tables.js';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/**
 * Subscribes `email` inside `tx`. Returns the row when this call made the address subscribed (a new address, or
 * one that had unsubscribed), undefined when it already was: only a real change sends the confirmation mail, so
 * repeating the form cannot flood someone's inbox. Safe under concurrent calls (insert-or-nothing, then a
 * conditional update).
 */
export async function subscribe(tx: Database, email: string): Promise<SubscriptionRow | undefined> {
  const [created] = await tx
    .insert(newsletterSubscriptions)
    .values({ email, subscribed: true })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning();
  if (created) return created;
  const [renewed] = await tx
    .update(newsletterSubscriptions)
    .set({ subscribed: true, updatedAt: sql`now()` })
    .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.subscribed, false)))
    .returning();
  return renewed;
}

/** Remembers that `email` does not want the newsletter (a row is kept, or made, either way). */
export async function unsubscribe(db: Database, email: string): Promise<void> {
  await db
    .insert(newsletterSubscriptions)
    .values({ email, subscribed: false })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { subscribed: false, updatedAt: sql`now()` },
    });
}

/** The subscription of `email`, locked for the caller's transaction when `forUpdate`. */
export async function findSubscription(db: Database, email: string, forUpdate = false) {
  const query = db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** Unsubscribes the address whose link carries `token`; undefined for a token no subscription has. */
export async function unsubscribeByToken(db: Database, token: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(newsletterSubscriptions)
    // Only a real change moves updatedAt (the admin list sorts by it).
    .set({
      subscribed: false,
      updatedAt: sql`case when ${newsletterSubscriptions.subscribed} then now() else ${newsletterSubscriptions.updatedAt} end`,
    })
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .returning();
  return row;
}

export async function findByToken(db: Database, token: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token));
  return row;
}
