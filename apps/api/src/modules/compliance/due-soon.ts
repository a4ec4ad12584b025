import type { Schemas } from '@startwise/api-client';
import { addDays, COMPLIANCE_RULES, DUE_SOON_DAYS, daysBetween, lateFeeAccrued } from '@startwise/flows/compliance';
import { and, asc, eq, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { badRequest } from '../../platform/http/http-error.js';
import { complianceCompanies, complianceObligations } from './tables.js';

export type DueSoonItem = Schemas['DueSoonItem'];
export interface DueSoonFilters {
  q?: string;
  ruleId?: string;
}
interface Position {
  dueOn: string;
  companyId: string;
  ruleId: string;
  periodKey: string;
}

export const DUE_SOON_PAGE = 25;
const BAD_CURSOR = 'This page address is out of date: start from the first page';

// The customer's name and email live in the accounts module's `users`; this read model joins them by table name
// rather than importing another module's tables.
const customerName = sql<string>`users.full_name`;
const customerEmail = sql<string>`users.email`;
const customerId = sql<string>`users.id`;

const encodeCursor = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');
function decodeCursor(cursor: string): Position {
  try {
    const position = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Position;
    if ([position.dueOn, position.companyId, position.ruleId, position.periodKey].every((v) => typeof v === 'string')) {
      return position;
    }
  } catch {}
  throw badRequest(BAD_CURSOR, [{ field: 'cursor', message: BAD_CURSOR }]);
}

function conditions(filters: DueSoonFilters, today: string, after?: Position): SQL | undefined {
  const term = filters.q ? `%${filters.q.replaceAll(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    lte(complianceObligations.dueOn, addDays(today, DUE_SOON_DAYS)),
    filters.ruleId ? eq(complianceObligations.ruleId, filters.ruleId) : undefined,
    term
      ? or(
          ilike(complianceCompanies.name, term),
          sql`${customerName} ilike ${term}`,
          sql`${customerEmail} ilike ${term}`,
        )
      : undefined,
    // An order of the rule's service that is paid and not finished means Startwise is already on it.
    sql`not exists (select 1 from submissions where submissions.user_id = ${complianceCompanies.userId}
      and submissions.service_slug = ${complianceObligations.serviceSlug}
      and submissions.payment_status = 'paid' and submissions.status in ('pending', 'processing'))`,
    after
      ? sql`(${complianceObligations.dueOn}, ${complianceObligations.companyId}, ${complianceObligations.ruleId}, ${complianceObligations.periodKey})
          > (${after.dueOn}::date, ${after.companyId}::uuid, ${after.ruleId}, ${after.periodKey})`
      : undefined,
  );
}

async function page(db: Database, filters: DueSoonFilters, today: string, limit: number, after?: Position) {
  const rows = await db
    .select({
      obligation: complianceObligations,
      companyName: complianceCompanies.name,
      annualTurnover: complianceCompanies.annualTurnover,
      customerId,
      customerName,
      customerEmail,
    })
    .from(complianceObligations)
    .innerJoin(complianceCompanies, eq(complianceCompanies.id, complianceObligations.companyId))
    .innerJoin(sql`users`, sql`users.id = ${complianceCompanies.userId}`)
    .where(conditions(filters, today, after))
    .orderBy(
      asc(complianceObligations.dueOn),
      asc(complianceObligations.companyId),
      asc(complianceObligations.ruleId),
      asc(complianceObligations.periodKey),
    )
    .limit(limit);
  return rows.map((row): DueSoonItem => {
    const { obligation } = row;
    const daysLeft = daysBetween(today, obligation.dueOn);
    const rule = COMPLIANCE_RULES.find((candidate) => candidate.id === obligation.ruleId);
    const accrued = rule
      ? lateFeeAccrued(rule.lateFee, -daysLeft, { annualTurnover: row.annualTurnover ?? undefined })
      : undefined;
    return {
      companyId: obligation.companyId,
      companyName: row.companyName,
      customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
      ruleId: obligation.ruleId,
      form: obligation.form,
      title: obligation.title,
      periodKey: obligation.periodKey,
      periodLabel: obligation.periodLabel,
      dueOn: obligation.dueOn,
      daysLeft,
      feeAtStake: obligation.feeSummary,
      lateFeeSoFar: accrued ?? null,
      serviceSlug: obligation.serviceSlug,
    };
  });
}

const positionOf = (item: DueSoonItem): Position => ({
  dueOn: item.dueOn,
  companyId: item.companyId,
  ruleId: item.ruleId,
  periodKey: item.periodKey,
});

/** One page of the due-soon list, soonest first, and the cursor of the next (null on the last). */
export async function listDueSoon(db: Database, filters: DueSoonFilters, today: string, cursor?: string) {
  const items = await page(db, filters, today, DUE_SOON_PAGE + 1, cursor ? decodeCursor(cursor) : undefined);
  const more = items.length > DUE_SOON_PAGE;
  const shown = items.slice(0, DUE_SOON_PAGE);
  const last = shown.at(-1);
  return { items: shown, nextCursor: more && last ? encodeCursor(positionOf(last)) : null };
}

/** Every match, a keyset batch at a time: the export streams these without holding the list in memory. */
export async function* everyDueSoon(db: Database, filters: DueSoonFilters, today: string, batch = 500) {
  let after: Position | undefined;
  for (;;) {
    const items = await page(db, filters, today, batch, after);
    yield* items;
    const last = items.at(-1);
    if (!last || items.length < batch) return;
    after = positionOf(last);
  }
}

export const DUE_SOON_COLUMNS = [
  'customer',
  'email',
  'company',
  'form',
  'obligation',
  'period',
  'due_on',
  'days_left',
  'fee_at_stake',
] as const;

export const dueSoonCsvRow = (item: DueSoonItem) => [
  item.customer.name,
  item.customer.email,
  item.companyName,
  item.form,
  item.title,
  item.periodLabel,
  item.dueOn,
  item.daysLeft,
  item.feeAtStake,
];
