import {
  cinProblem,
  type Director,
  dinProblem,
  gstinProblem,
  isValidCalendarDate,
  llpinProblem,
  registrationOf,
  trademarkNumberProblem,
} from '@startwise/flows/compliance';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { type FieldError, validationFailed } from '../../platform/http/http-error.js';
import { recordFiling } from './filings.js';
import { allExtensions, refreshObligations } from './obligation-index.js';
import { complianceCompanies, complianceObligations } from './tables.js';

/** The delivery's parts that describe the certificate (multipart text, checked here). */
export interface CertificateParts {
  companyName?: string;
  companyIdentifier?: string;
  registeredOn?: string;
  /** JSON: [{ "name": "…", "din": "01234567" }]. */
  directors?: string;
}

interface Certificate {
  identifier: string;
  registeredOn: string;
  companyName?: string;
  directors: Director[];
}

function parseDirectors(text: string | undefined, errors: FieldError[]): Director[] {
  if (!text?.trim()) return [];
  try {
    const list = JSON.parse(text) as { name?: unknown; din?: unknown }[];
    if (!Array.isArray(list) || list.length > 15) throw new Error('not a list');
    return list.map((entry, index) => {
      const name = typeof entry.name === 'string' ? entry.name.trim() : '';
      const din = typeof entry.din === 'string' ? entry.din.trim() : '';
      if (name.length < 2) errors.push({ field: `directors.${index}.name`, message: 'Enter the director’s name' });
      const problem = dinProblem(din);
      if (problem) errors.push({ field: `directors.${index}.din`, message: problem });
      return { name, din };
    });
  } catch {
    errors.push({ field: 'directors', message: 'List the directors as name and DIN' });
    return [];
  }
}

/** The certificate's details for a registration service, checked; undefined for any other service. */
export function certificateOf(serviceSlug: string, parts: CertificateParts, today: string): Certificate | undefined {
  const registration = registrationOf(serviceSlug);
  if (!registration) return undefined;
  const errors: FieldError[] = [];
  const identifier = parts.companyIdentifier?.trim().toUpperCase() ?? '';
  const check = { cin: cinProblem, llpin: llpinProblem, gstin: gstinProblem, trademark: trademarkNumberProblem }[
    registration.kind
  ];
  const problem = check(identifier);
  if (problem) errors.push({ field: 'companyIdentifier', message: problem });
  const registeredOn = parts.registeredOn?.trim() ?? '';
  if (!isValidCalendarDate(registeredOn) || registeredOn > today) {
    errors.push({ field: 'registeredOn', message: 'Enter the date on the certificate' });
  }
  const companyName = parts.companyName?.trim();
  if (registration.entityType && (!companyName || companyName.length < 2)) {
    errors.push({ field: 'companyName', message: 'Enter the name on the certificate' });
  }
  const directors = parseDirectors(parts.directors, errors);
  if (errors.length) throw validationFailed(errors);
  return { identifier, registeredOn, ...(companyName && { companyName }), directors };
}

/**
 * Fills the customer's compliance profile from a registration's final delivery, in the delivery's transaction:
 * a company or LLP certificate creates the company (or updates the one with that CIN/LLPIN); a GSTIN or a
 * trademark goes on the customer's newest company that lacks it.
 */
export async function recordCompanyFromDelivery(
  tx: Database,
  delivery: { userId: string; serviceSlug: string; parts: CertificateParts; today: string },
) {
  const registration = registrationOf(delivery.serviceSlug);
  const certificate = certificateOf(delivery.serviceSlug, delivery.parts, delivery.today);
  if (!registration || !certificate) return;
  const mine = eq(complianceCompanies.userId, delivery.userId);
  let company: typeof complianceCompanies.$inferSelect | undefined;
  if (registration.kind === 'cin' || registration.kind === 'llpin') {
    const column = registration.kind === 'cin' ? complianceCompanies.cin : complianceCompanies.llpin;
    const values = {
      entityType: registration.entityType ?? 'private-limited',
      name: certificate.companyName ?? '',
      [registration.kind]: certificate.identifier,
      incorporatedOn: certificate.registeredOn,
      directors: certificate.directors.map((director) => ({ ...director, allottedOn: certificate.registeredOn })),
      updatedAt: new Date(),
    };
    [company] = await tx
      .select()
      .from(complianceCompanies)
      .where(and(mine, eq(column, certificate.identifier)));
    [company] = company
      ? await tx.update(complianceCompanies).set(values).where(eq(complianceCompanies.id, company.id)).returning()
      : await tx
          .insert(complianceCompanies)
          .values({ userId: delivery.userId, trademarks: [], ...values })
          .returning();
  } else {
    const lacking = registration.kind === 'gstin' ? isNull(complianceCompanies.gstin) : undefined;
    [company] = await tx
      .select()
      .from(complianceCompanies)
      .where(and(mine, lacking))
      .orderBy(desc(complianceCompanies.createdAt))
      .limit(1);
    if (!company) return;
    const change =
      registration.kind === 'gstin'
        ? { gstin: certificate.identifier, gstRegisteredOn: certificate.registeredOn, gstFrequency: 'monthly' }
        : {
            trademarks: [
              ...company.trademarks,
              { number: certificate.identifier, class: 1, filedOn: certificate.registeredOn },
            ],
          };
    [company] = await tx
      .update(complianceCompanies)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(complianceCompanies.id, company.id))
      .returning();
  }
  if (company) await refreshObligations(tx, company, delivery.today, await allExtensions(tx));
}

/**
 * A final delivery of a filing service (Annual ROC Compliance, GST returns…) marks the customer's earliest unfiled
 * obligation of that service filed, in the delivery's transaction, so its reminders stop.
 */
export async function markDeliveredObligationFiled(
  tx: Database,
  delivery: { userId: string; serviceSlug: string; today: string; acknowledgement?: string },
) {
  const [due] = await tx
    .select({ obligation: complianceObligations, company: complianceCompanies })
    .from(complianceObligations)
    .innerJoin(complianceCompanies, eq(complianceCompanies.id, complianceObligations.companyId))
    .where(
      and(eq(complianceCompanies.userId, delivery.userId), eq(complianceObligations.serviceSlug, delivery.serviceSlug)),
    )
    .orderBy(asc(complianceObligations.dueOn))
    .limit(1);
  if (!due) return;
  await recordFiling(
    tx,
    due.company,
    { ruleId: due.obligation.ruleId, periodKey: due.obligation.periodKey, filedOn: delivery.today },
    'startwise',
    delivery.today,
  );
}
