import type { CompanyProfile } from './company-profile.js';
import type { LateFee } from './rule.js';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

function bandOf(fee: Extract<LateFee, { kind: 'per-day-by-turnover' }>, turnover: number | undefined) {
  if (turnover === undefined) return fee.bands[0];
  return fee.bands.find((band) => band.upToTurnover === undefined || turnover <= band.upToTurnover);
}

/** The cap in rupees that applies to this business, if the law sets one it can be worked out from. */
export function lateFeeCap(fee: LateFee, profile: Pick<CompanyProfile, 'annualTurnover'>): number | undefined {
  if (fee.kind === 'per-day') return fee.cap;
  if (fee.kind !== 'per-day-by-turnover') return undefined;
  const band = bandOf(fee, profile.annualTurnover);
  if (band?.cap !== undefined) return band.cap;
  if (band?.capShareOfTurnover !== undefined && profile.annualTurnover !== undefined) {
    return Math.round(profile.annualTurnover * band.capShareOfTurnover);
  }
  return undefined;
}

/**
 * The late fee accrued after `daysLate` days, in whole rupees: 0 on or before the due date, undefined when the
 * cost is not a fee that can be counted (interest, a multiple of the filing fee, an adjudicated penalty).
 */
export function lateFeeAccrued(
  fee: LateFee,
  daysLate: number,
  profile: Pick<CompanyProfile, 'annualTurnover'>,
): number | undefined {
  if (fee.kind === 'other') return undefined;
  if (daysLate <= 0) return 0;
  if (fee.kind === 'flat') return fee.amount;
  const perDay =
    fee.kind === 'per-day' ? fee.perDay : (bandOf(fee, profile.annualTurnover)?.perDay ?? fee.bands[0]?.perDay ?? 0);
  const fixed = fee.kind === 'per-day' ? (fee.fixed ?? 0) : 0;
  const cap = lateFeeCap(fee, profile);
  const accrued = fixed + perDay * daysLate;
  return cap === undefined ? accrued : Math.min(accrued, cap);
}

/** The fee in words: "₹100 a day", "₹50 a day, up to ₹2,000", "₹5,000". */
export function lateFeeSummary(fee: LateFee, profile: Pick<CompanyProfile, 'annualTurnover'>): string {
  if (fee.kind === 'other') return fee.description;
  if (fee.kind === 'flat') return `${rupees(fee.amount)} once late`;
  const perDay = fee.kind === 'per-day' ? fee.perDay : (bandOf(fee, profile.annualTurnover)?.perDay ?? 0);
  const fixed = fee.kind === 'per-day' && fee.fixed ? `${rupees(fee.fixed)} plus ` : '';
  const cap = lateFeeCap(fee, profile);
  const capText =
    fee.kind === 'per-day' && fee.capNote ? ` (${fee.capNote})` : cap === undefined ? '' : `, up to ${rupees(cap)}`;
  return `${fixed}${rupees(perDay)} a day${capText}`;
}
