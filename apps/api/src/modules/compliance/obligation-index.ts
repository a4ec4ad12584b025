import { addDays, calendarFrom, DUE_SOON_DAYS, type Extension, obligationsFor } from '@startwise/flows/compliance';
import { eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { indiaDate } from '../../platform/system/india-time.js';
import { filingsOf, profileOf } from './companies.js';
import { complianceCompanies, complianceExtensions, complianceObligations } from './tables.js';

type CompanyRow = typeof complianceCompanies.$inferSelect;

export async function allExtensions(db: Database): Promise<Extension[]> {
  const rows = await db.select().from(complianceExtensions);
  return rows.map(({ ruleId, periodKey, dueOn, note, notification }) => ({
    ruleId,
    periodKey,
    dueOn,
    note,
    notification,
  }));
}

/**
 * Recomputes `company`'s unfiled obligations due from its calendar's start to 30 days ahead, in the caller's
 * transaction: the rows the reminders and the due-soon list read.
 */
export async function refreshObligations(tx: Database, company: CompanyRow, today: string, extensions: Extension[]) {
  const filings = await filingsOf(tx, company.id);
  const obligations = obligationsFor({
    profile: profileOf(company),
    today,
    filings,
    extensions,
    from: calendarFrom(company.incorporatedOn ?? undefined, indiaDate(company.createdAt)),
    monthsAhead: 2,
  }).filter((obligation) => obligation.status !== 'done' && obligation.dueOn <= addDays(today, DUE_SOON_DAYS));
  await tx.delete(complianceObligations).where(eq(complianceObligations.companyId, company.id));
  if (obligations.length) {
    await tx.insert(complianceObligations).values(
      obligations.map((obligation) => ({
        companyId: company.id,
        ruleId: obligation.rule.id,
        periodKey: obligation.key,
        dueOn: obligation.dueOn,
        form: obligation.rule.form,
        title: obligation.rule.title,
        periodLabel: obligation.label,
        feeSummary: obligation.lateFeeSummary,
        serviceSlug: obligation.rule.serviceSlug,
      })),
    );
  }
  await tx.update(complianceCompanies).set({ obligationsOn: today }).where(eq(complianceCompanies.id, company.id));
}

/** Companies whose rows were computed before `today`, a batch at a time, for the daily round. */
export async function staleCompanies(db: Database, today: string, batch: number) {
  return db
    .select()
    .from(complianceCompanies)
    .where(or(isNull(complianceCompanies.obligationsOn), lt(complianceCompanies.obligationsOn, today)))
    .limit(batch);
}
