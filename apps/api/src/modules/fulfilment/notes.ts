import type { Schemas } from '@startwise/api-client';
import { and, asc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../platform/config.js';
import type { Database } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/http-error.js';
import { brandedMail, enqueueMail } from '../../platform/mail/index.js';
import { brandFor } from '../../platform/system/brand.js';
import { customerContact } from '../accounts/index.js';
import { recordAudit } from '../audit/index.js';
import type { Actor } from '../staff/index.js';
import { lockSubmission } from '../submissions/index.js';
import { submissionNotes } from './tables.js';

export type SubmissionNoteView = Schemas['SubmissionNote'];

const view = (row: typeof submissionNotes.$inferSelect): SubmissionNoteView => ({
  id: row.id,
  staffId: row.staffId,
  visibility: row.visibility,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** Every note on a submission, oldest first: staff only. */
export async function notesOf(db: Database, submissionId: string): Promise<SubmissionNoteView[]> {
  const rows = await db
    .select()
    .from(submissionNotes)
    .where(eq(submissionNotes.submissionId, submissionId))
    .orderBy(asc(submissionNotes.createdAt), asc(submissionNotes.id));
  return rows.map(view);
}

/** The team's messages to the customer (visibility `customer`), oldest first: the only customer-facing read of notes. */
export async function customerMessagesOf(db: Database, submissionId: string): Promise<Schemas['CustomerMessage'][]> {
  const rows = await db
    .select({ id: submissionNotes.id, body: submissionNotes.body, createdAt: submissionNotes.createdAt })
    .from(submissionNotes)
    .where(and(eq(submissionNotes.submissionId, submissionId), eq(submissionNotes.visibility, 'customer')))
    .orderBy(asc(submissionNotes.createdAt), asc(submissionNotes.id));
  return rows.map((row) => ({ id: row.id, body: row.body, createdAt: row.createdAt.toISOString() }));
}

/**
 * Adds a note with its audit row; a `customer` message is also mailed to the customer, in the same transaction.
 * An `internal` note is never shown or sent to the customer.
 */
export function noteWriter(deps: { db: Database; config: AppConfig; nudgeMail: () => void }) {
  const brand = brandFor(deps.config.brand);
  return async function addNote(
    submissionId: string,
    note: { visibility: 'internal' | 'customer'; body: string },
    actor: Actor & { staffId: string },
  ) {
    const added = await deps.db.transaction(async (tx) => {
      const submission = await lockSubmission(tx, submissionId);
      if (!submission) throw notFound('Submission not found');
      const [row] = await tx
        .insert(submissionNotes)
        .values({ submissionId, staffId: actor.staffId, visibility: note.visibility, body: note.body.trim() })
        .returning();
      const created = view(row as typeof submissionNotes.$inferSelect);
      await recordAudit(tx, {
        ...actor,
        action: note.visibility === 'internal' ? 'submission.note' : 'submission.message',
        entity: 'submission',
        entityId: submissionId,
        before: null,
        after: { noteId: created.id, visibility: created.visibility },
      });
      const customer = note.visibility === 'customer' && (await customerContact(tx, submission.userId));
      if (customer) {
        await enqueueMail(
          tx,
          brandedMail(brand, {
            to: customer.email,
            subject: `A message about your ${submission.serviceTitle} application`,
            heading: 'A message from our team',
            greeting: `Hello ${customer.fullName},`,
            paragraphs: [created.body],
            action: { label: 'View your application', url: `${deps.config.publicUrl}/submissions/${submissionId}` },
            footnote: `Questions? Reply to ${brand.supportEmail}.`,
          }),
        );
      }
      return created;
    });
    deps.nudgeMail();
    return added;
  };
}
