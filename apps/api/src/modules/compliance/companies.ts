import type { Schemas } from '@startwise/api-client';
import { type CompanyProfile, REPEATED_DIN, REPEATED_TRADEMARK, repeatedPositions } from '@startwise/flows/compliance';
import { isValidGstin } from '@startwise/flows/rules';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { conflict, type FieldError, notFound, validationFailed } from '../../platform/http/http-error.js';
import { complianceCompanies, complianceFilings } from './tables.js';

export type CompanyInput = Schemas['CompanyInput'];
export type CompanyView = Schemas['Company'];
type CompanyRow = typeof complianceCompanies.$inferSelect;

/** A customer keeps a handful of businesses; past this the calendar would be a back office of its own. */
export const MAX_COMPANIES = 20;
export const COMPANY_NOT_FOUND = 'Company not found';
const TOO_MANY = `You can keep up to ${MAX_COMPANIES} companies in your calendar`;

/**
 * What the contract's patterns cannot say: the GSTIN's check digit, dates that have not happened yet, and a DIN or
 * trademark listed twice (each names its own obligations).
 */
export function companyProblems(input: CompanyInput, today: string): FieldError[] {
  const problems: FieldError[] = [];
  if (input.gstin && !isValidGstin(input.gstin)) {
    problems.push({ field: 'gstin', message: 'Enter a valid 15-character GSTIN' });
  }
  const pastDates: [string, string | undefined][] = [
    ['incorporatedOn', input.incorporatedOn],
    ['gstRegisteredOn', input.gstRegisteredOn],
    ...input.trademarks.map((mark, index): [string, string] => [`trademarks.${index}.filedOn`, mark.filedOn]),
  ];
  for (const [field, value] of pastDates) {
    if (value && value > today) problems.push({ field, message: 'This date cannot be in the future' });
  }
  for (const index of repeatedPositions(input.directors.map((director) => director.din))) {
    problems.push({ field: `directors.${index}.din`, message: REPEATED_DIN });
  }
  for (const index of repeatedPositions(input.trademarks.map((mark) => mark.number))) {
    problems.push({ field: `trademarks.${index}.number`, message: REPEATED_TRADEMARK });
  }
  return problems;
}

const columnsOf = (input: CompanyInput) => ({
  entityType: input.entityType,
  name: input.name.trim(),
  cin: input.cin ?? null,
  llpin: input.llpin ?? null,
  incorporatedOn: input.incorporatedOn ?? null,
  gstin: input.gstin ?? null,
  gstState: input.gstState ?? null,
  gstFrequency: input.gstFrequency ?? null,
  gstRegisteredOn: input.gstRegisteredOn ?? null,
  tan: input.tan ?? null,
  taxAudit: input.taxAudit ?? false,
  annualTurnover: input.annualTurnover ?? null,
  owesMicroSmallSuppliers: input.owesMicroSmallSuppliers ?? false,
  directors: input.directors,
  trademarks: input.trademarks,
});

/** The row as the engine's profile (absent values left out rather than null). */
export function profileOf(row: CompanyRow): CompanyProfile {
  return {
    entityType: row.entityType as CompanyProfile['entityType'],
    name: row.name,
    ...(row.cin && { cin: row.cin }),
    ...(row.llpin && { llpin: row.llpin }),
    ...(row.incorporatedOn && { incorporatedOn: row.incorporatedOn }),
    ...(row.gstin && { gstin: row.gstin }),
    ...(row.gstState && { gstState: row.gstState }),
    ...(row.gstFrequency && { gstFrequency: row.gstFrequency as CompanyProfile['gstFrequency'] }),
    ...(row.gstRegisteredOn && { gstRegisteredOn: row.gstRegisteredOn }),
    ...(row.tan && { tan: row.tan }),
    taxAudit: row.taxAudit,
    ...(row.annualTurnover !== null && { annualTurnover: row.annualTurnover }),
    owesMicroSmallSuppliers: row.owesMicroSmallSuppliers,
    directors: row.directors,
    trademarks: row.trademarks,
  };
}

type FilingRow = typeof complianceFilings.$inferSelect;

export const filingView = (row: FilingRow): Schemas['ComplianceFiling'] => ({
  ruleId: row.ruleId,
  periodKey: row.periodKey,
  filedOn: row.filedOn,
  acknowledgement: row.acknowledgement,
  by: row.by,
});

export function companyView(row: CompanyRow, filings: FilingRow[]): CompanyView {
  const profile = profileOf(row);
  return {
    ...profile,
    directors: [...profile.directors],
    trademarks: [...profile.trademarks],
    gstState: profile.gstState as CompanyView['gstState'],
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    filings: filings.map(filingView),
  };
}

/** The customer's companies with their filings, oldest first. */
export async function companiesOf(db: Database, userId: string): Promise<CompanyView[]> {
  const rows = await db
    .select()
    .from(complianceCompanies)
    .where(eq(complianceCompanies.userId, userId))
    .orderBy(asc(complianceCompanies.createdAt), asc(complianceCompanies.id));
  const filings = rows.length
    ? await db
        .select({ filing: complianceFilings })
        .from(complianceFilings)
        .innerJoin(complianceCompanies, eq(complianceCompanies.id, complianceFilings.companyId))
        .where(eq(complianceCompanies.userId, userId))
    : [];
  return rows.map((row) =>
    companyView(
      row,
      filings.filter(({ filing }) => filing.companyId === row.id).map(({ filing }) => filing),
    ),
  );
}

/** One of the customer's companies, locked for the change about to be made; another's answers 404. */
export async function ownCompany(tx: Database, userId: string, companyId: string): Promise<CompanyRow> {
  const [row] = await tx
    .select()
    .from(complianceCompanies)
    .where(and(eq(complianceCompanies.id, companyId), eq(complianceCompanies.userId, userId)))
    .for('update');
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

export async function companyById(tx: Database, companyId: string): Promise<CompanyRow> {
  const [row] = await tx.select().from(complianceCompanies).where(eq(complianceCompanies.id, companyId)).for('update');
  if (!row) throw notFound(COMPANY_NOT_FOUND);
  return row;
}

export async function insertCompany(tx: Database, userId: string, input: CompanyInput, today: string) {
  const problems = companyProblems(input, today);
  if (problems.length) throw validationFailed(problems);
  const [existing] = await tx
    .select({ value: count() })
    .from(complianceCompanies)
    .where(eq(complianceCompanies.userId, userId));
  if ((existing?.value ?? 0) >= MAX_COMPANIES) throw conflict(TOO_MANY);
  const [row] = await tx
    .insert(complianceCompanies)
    .values({ userId, ...columnsOf(input) })
    .returning();
  return row as CompanyRow;
}

export async function replaceCompany(tx: Database, row: CompanyRow, input: CompanyInput, today: string) {
  const problems = companyProblems(input, today);
  if (problems.length) throw validationFailed(problems);
  const [saved] = await tx
    .update(complianceCompanies)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(complianceCompanies.id, row.id))
    .returning();
  return saved as CompanyRow;
}

export async function filingsOf(tx: Database, companyId: string): Promise<FilingRow[]> {
  return tx.select().from(complianceFilings).where(eq(complianceFilings.companyId, companyId));
}
