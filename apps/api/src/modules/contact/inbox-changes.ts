import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { notFound, validationFailed } from '../../platform/http/http-error.js';
import { recordAudit } from '../audit/index.js';
import { type Actor, findStaffById } from '../staff/index.js';
import { type ContactMessageRecord, type ContactMessageView, messageRow } from './message-view.js';
import { contactMessages } from './tables.js';

export const AUDITED_ENTITY = 'contact_message';

/** The message, locked for the rest of the caller's transaction; 404 when there is none. */
export async function lockMessage(tx: Database, id: string): Promise<ContactMessageRecord> {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
  if (!row) throw notFound('Message not found');
  return row;
}

/** The row as it is now, inside the transaction that changed it. */
async function rowAfter(tx: Database, id: string): Promise<ContactMessageView> {
  return ((await messageRow(tx, id)) as { view: ContactMessageView }).view;
}

/**
 * One staff change to a message, in one transaction with its audit row: `change` says what to set and what the
 * audit records before and after, or null when the message already is as asked (nothing changes, nothing is
 * recorded, the answer is the same).
 */
async function changeMessage(
  db: Database,
  id: string,
  actor: Actor,
  action: string,
  change: (row: ContactMessageRecord) => {
    set: Partial<ContactMessageRecord>;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  } | null,
): Promise<ContactMessageView> {
  return db.transaction(async (tx) => {
    const row = await lockMessage(tx, id);
    const planned = change(row);
    if (planned) {
      await tx.update(contactMessages).set(planned.set).where(eq(contactMessages.id, id));
      await recordAudit(tx, {
        ...actor,
        action,
        entity: AUDITED_ENTITY,
        entityId: id,
        before: planned.before,
        after: planned.after,
      });
    }
    return rowAfter(tx, id);
  });
}

export function markRead(db: Database, id: string, read: boolean, actor: Actor) {
  return changeMessage(db, id, actor, 'contact.read', (row) =>
    (row.readAt !== null) === read
      ? null
      : { set: { readAt: read ? new Date() : null }, before: { read: !read }, after: { read } },
  );
}

export function setMessageStatus(db: Database, id: string, status: 'open' | 'closed', actor: Actor) {
  return changeMessage(db, id, actor, 'contact.status', (row) => {
    const current = row.closedAt === null ? 'open' : 'closed';
    return current === status
      ? null
      : { set: { closedAt: status === 'closed' ? new Date() : null }, before: { status: current }, after: { status } };
  });
}

/** Gives the message to an active staff member, or to nobody (null). */
export async function assignMessage(db: Database, id: string, staffId: string | null, actor: Actor) {
  if (staffId) {
    const member = await findStaffById(db, staffId);
    if (!member || member.deactivatedAt) {
      throw validationFailed([{ field: 'staffId', message: 'Choose an active staff member' }]);
    }
  }
  return changeMessage(db, id, actor, 'contact.assign', (row) =>
    row.assigneeId === staffId
      ? null
      : { set: { assigneeId: staffId }, before: { assigneeId: row.assigneeId }, after: { assigneeId: staffId } },
  );
}
