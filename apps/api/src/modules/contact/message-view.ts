import type { Schemas } from '@startwise/api-client';
import { count, eq, max } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { contactMessages, contactReplies } from './tables.js';

export type ContactMessageView = Schemas['ContactMessageRow'];
export type ContactMessageRecord = typeof contactMessages.$inferSelect;

const EXCERPT_LENGTH = 160;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The message's first characters with its white space collapsed, for a list row. */
export function excerptOf(text: string, length = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

/** Each message's reply count and latest reply, as a subquery to join. */
export const replyTotals = (db: Database) =>
  db
    .select({
      messageId: contactReplies.messageId,
      replyCount: count().as('reply_count'),
      lastReplyAt: max(contactReplies.createdAt).as('last_reply_at'),
    })
    .from(contactReplies)
    .groupBy(contactReplies.messageId)
    .as('reply_totals');

export function messageView(
  row: ContactMessageRecord,
  replies: { replyCount: number | null; lastReplyAt: Date | string | null } | null,
): ContactMessageView {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    excerpt: excerptOf(row.message),
    createdAt: row.createdAt.toISOString(),
    read: row.readAt !== null,
    readAt: iso(row.readAt),
    status: row.closedAt === null ? 'open' : 'closed',
    closedAt: iso(row.closedAt),
    assigneeId: row.assigneeId,
    replyCount: Number(replies?.replyCount ?? 0),
    lastReplyAt: iso(replies?.lastReplyAt ?? null),
  };
}

/** One message as a list row (with its reply totals), read in `db` (a transaction sees its own changes). */
export async function messageRow(db: Database, id: string) {
  const totals = replyTotals(db);
  const [found] = await db
    .select({ message: contactMessages, replyCount: totals.replyCount, lastReplyAt: totals.lastReplyAt })
    .from(contactMessages)
    .leftJoin(totals, eq(totals.messageId, contactMessages.id))
    .where(eq(contactMessages.id, id));
  return found ? { record: found.message, view: messageView(found.message, found) } : undefined;
}
