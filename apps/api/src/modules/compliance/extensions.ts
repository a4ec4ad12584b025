import type { Schemas } from '@startwise/api-client';
import { COMPLIANCE_RULES } from '@startwise/flows/compliance';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { validationFailed } from '../../platform/http/http-error.js';
import { complianceCompanies, complianceExtensions, complianceObligations } from './tables.js';

export type ExtensionInput = Schemas['ComplianceExtensionInput'];
type ExtensionRow = typeof complianceExtensions.$inferSelect;

export const extensionView = (row: ExtensionRow): Schemas['ComplianceExtension'] => ({
  ruleId: row.ruleId,
  periodKey: row.periodKey,
  dueOn: row.dueOn,
  note: row.note,
  notification: row.notification,
  recordedAt: row.recordedAt.toISOString(),
});

export async function listExtensions(db: Database) {
  const rows = await db.select().from(complianceExtensions).orderBy(desc(complianceExtensions.recordedAt));
  return rows.map(extensionView);
}

/**
 * Records (or moves) the extended due date of one rule's period, in the caller's transaction, and returns the
 * row before and after for the audit. Every company's obligation rows are marked stale, so the next round of the
 * reminder job recomputes them with the new date; the period's rows go at once, so no reminder quotes the old
 * date meanwhile.
 */
export async function saveExtension(tx: Database, input: ExtensionInput) {
  if (!COMPLIANCE_RULES.some((rule) => rule.id === input.ruleId)) {
    throw validationFailed([{ field: 'ruleId', message: 'No compliance rule has this id' }]);
  }
  const [before] = await tx
    .select()
    .from(complianceExtensions)
    .where(and(eq(complianceExtensions.ruleId, input.ruleId), eq(complianceExtensions.periodKey, input.periodKey)))
    .for('update');
  const values = { ...input, note: input.note.trim(), notification: input.notification.trim(), recordedAt: new Date() };
  const [after] = await tx
    .insert(complianceExtensions)
    .values(values)
    .onConflictDoUpdate({ target: [complianceExtensions.ruleId, complianceExtensions.periodKey], set: values })
    .returning();
  await tx
    .delete(complianceObligations)
    .where(and(eq(complianceObligations.ruleId, input.ruleId), eq(complianceObligations.periodKey, input.periodKey)));
  await tx.update(complianceCompanies).set({ obligationsOn: null });
  return { before: before ? extensionView(before) : null, after: extensionView(after as ExtensionRow) };
}
