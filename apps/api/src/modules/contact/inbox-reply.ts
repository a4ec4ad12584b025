import { eq } from 'drizzle-orm';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { conflict } from '../../platform/http/http-error.js';
import { enqueueMail } from '../../platform/mail/index.js';
import { brandFor } from '../../platform/system/brand.js';
import { recordAudit } from '../audit/index.js';
import { type Actor, findStaffById } from '../staff/index.js';
import { AUDITED_ENTITY, lockMessage } from './inbox-changes.js';
import { replyView } from './inbox-list.js';
import { type ContactMessageView, messageRow } from './message-view.js';
import { contactReplyMail } from './reply-mail.js';
import { contactMessages, contactReplies } from './tables.js';

/**
 * Answers a contact message by mail. One transaction stores the reply, marks the message read, writes the audit
 * row and queues the branded mail in the outbox: the sender gets exactly the replies the inbox lists.
 */
export function inboxReplier(deps: { db: Database; config: AppConfig; nudgeMail: () => void }) {
  const brand = brandFor(deps.config.brand);
  return async function reply(id: string, body: string, actor: Actor & { staffId: string }) {
    const answered = await deps.db.transaction(async (tx) => {
      const message = await lockMessage(tx, id);
      if (message.closedAt) throw conflict('Reopen the message before replying');
      const staff = await findStaffById(tx, actor.staffId);
      const [stored] = await tx
        .insert(contactReplies)
        .values({ messageId: id, staffId: actor.staffId, body: body.trim() })
        .returning();
      const created = replyView(stored as typeof contactReplies.$inferSelect);
      if (!message.readAt)
        await tx.update(contactMessages).set({ readAt: new Date() }).where(eq(contactMessages.id, id));
      await recordAudit(tx, {
        ...actor,
        action: 'contact.reply',
        entity: AUDITED_ENTITY,
        entityId: id,
        before: { read: message.readAt !== null },
        after: { read: true, replyId: created.id },
      });
      await enqueueMail(
        tx,
        contactReplyMail(brand, message, { body: created.body, staffName: staff?.fullName ?? brand.name }),
      );
      const row = (await messageRow(tx, id)) as { view: ContactMessageView };
      return { reply: created, contactMessage: row.view };
    });
    deps.nudgeMail();
    return answered;
  };
}
