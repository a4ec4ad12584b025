import type { Schemas } from '@startwise/api-client';
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { containsPattern } from '../../platform/db/like-pattern.js';
import { notFound } from '../../platform/http/http-error.js';
import { auditTrailOf } from '../audit/index.js';
import { messageRow, messageView, replyTotals } from './message-view.js';
import { contactMessages, contactReplies } from './tables.js';

export interface InboxFilters {
  status?: 'open' | 'closed';
  read?: boolean;
  /** A staff id, or 'none' for messages nobody is assigned. */
  assignee?: string;
  q?: string;
}

function conditions(filters: InboxFilters): SQL | undefined {
  const text = filters.q?.trim();
  const pattern = text ? containsPattern(text) : undefined;
  return and(
    filters.status === undefined
      ? undefined
      : filters.status === 'open'
        ? isNull(contactMessages.closedAt)
        : isNotNull(contactMessages.closedAt),
    filters.read === undefined
      ? undefined
      : filters.read
        ? isNotNull(contactMessages.readAt)
        : isNull(contactMessages.readAt),
    filters.assignee === undefined
      ? undefined
      : filters.assignee === 'none'
        ? isNull(contactMessages.assigneeId)
        : eq(contactMessages.assigneeId, filters.assignee),
    pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.message, pattern),
        )
      : undefined,
  );
}

/** One page of the inbox, newest first, and how many open messages nobody has read (for a badge). */
export async function listInbox(db: Database, filters: InboxFilters, page: number, limit: number) {
  const where = conditions(filters);
  const totals = replyTotals(db);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select({ message: contactMessages, replyCount: totals.replyCount, lastReplyAt: totals.lastReplyAt })
      .from(contactMessages)
      .leftJoin(totals, eq(totals.messageId, contactMessages.id))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(contactMessages).where(where),
    db
      .select({ value: count() })
      .from(contactMessages)
      .where(and(isNull(contactMessages.closedAt), isNull(contactMessages.readAt))),
  ]);
  const items = total?.value ?? 0;
  return {
    messages: rows.map((row) => messageView(row.message, row)),
    pagination: { total: items, page, limit, pages: Math.ceil(items / limit) },
    unread: unread?.value ?? 0,
  };
}

export type ContactReplyView = Schemas['ContactReply'];

export const replyView = (row: typeof contactReplies.$inferSelect): ContactReplyView => ({
  id: row.id,
  staffId: row.staffId,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** A message in full: the row, the sender's whole text, the replies and the audit trail, oldest first. */
export async function inboxMessage(db: Database, id: string) {
  const found = await messageRow(db, id);
  if (!found) throw notFound('Message not found');
  const replies = await db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return {
    contactMessage: found.view,
    body: found.record.message,
    replies: replies.map(replyView),
    timeline: await auditTrailOf(db, 'contact_message', id),
  };
}
