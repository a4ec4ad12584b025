import type { Schemas } from '@startwise/api-client';
import { obligationsFor } from '@startwise/flows/compliance';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { validationFailed } from '../../platform/http/http-error.js';
import { filingView, profileOf } from './companies.js';
import { allExtensions, refreshObligations } from './obligation-index.js';
import { type complianceCompanies, complianceFilings } from './tables.js';

type CompanyRow = typeof complianceCompanies.$inferSelect;
export type FilingInput = Schemas['FilingInput'];

const NOT_AN_OBLIGATION = 'This company has no such obligation';

/** Whether the engine gives `company` this obligation at all (any period since it started, two years ahead). */
function hasObligation(company: CompanyRow, input: FilingInput, today: string): boolean {
  return obligationsFor({ profile: profileOf(company), today, from: '1900-01-01', monthsAhead: 24 }).some(
    (obligation) => obligation.rule.id === input.ruleId && obligation.key === input.periodKey,
  );
}

/**
 * Records the filing of one obligation and takes it off the reminder list, in the caller's transaction. Filing it
 * again changes nothing: the first filing stands and `created` is false.
 */
export async function recordFiling(
  tx: Database,
  company: CompanyRow,
  input: FilingInput,
  by: 'customer' | 'startwise',
  today: string,
): Promise<{ filing: Schemas['ComplianceFiling']; created: boolean }> {
  if (!hasObligation(company, input, today))
    throw validationFailed([{ field: 'periodKey', message: NOT_AN_OBLIGATION }]);
  if (input.filedOn > today)
    throw validationFailed([{ field: 'filedOn', message: 'This date cannot be in the future' }]);
  const [inserted] = await tx
    .insert(complianceFilings)
    .values({
      companyId: company.id,
      ruleId: input.ruleId,
      periodKey: input.periodKey,
      filedOn: input.filedOn,
      acknowledgement: input.acknowledgement?.toUpperCase() ?? null,
      by,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) {
    await refreshObligations(tx, company, today, await allExtensions(tx));
    return { filing: filingView(inserted), created: true };
  }
  const [existing] = await tx
    .select()
    .from(complianceFilings)
    .where(
      and(
        eq(complianceFilings.companyId, company.id),
        eq(complianceFilings.ruleId, input.ruleId),
        eq(complianceFilings.periodKey, input.periodKey),
      ),
    );
  return { filing: filingView(existing as typeof complianceFilings.$inferSelect), created: false };
}
