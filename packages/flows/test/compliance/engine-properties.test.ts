import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  COMPLIANCE_RULES,
  type CompanyProfile,
  ENTITY_TYPES,
  financialYearOf,
  lateFeeAccrued,
  lateFeeCap,
  obligationsFor,
  periodsOf,
} from '../../src/compliance/index.js';

const date = (from: string, to: string) =>
  fc
    .integer({ min: Date.parse(from) / 86_400_000, max: Date.parse(to) / 86_400_000 })
    .map((day) => new Date(day * 86_400_000).toISOString().slice(0, 10));

const profile: fc.Arbitrary<CompanyProfile> = fc.record({
  entityType: fc.constantFrom(...ENTITY_TYPES),
  name: fc.constant('Any Business'),
  incorporatedOn: fc.option(date('2019-01-01', '2030-12-31'), { nil: undefined }),
  gstin: fc.option(fc.constant('27AAPFU0939F1ZV'), { nil: undefined }),
  gstState: fc.constantFrom('Maharashtra', 'Delhi', 'Karnataka', 'Punjab'),
  gstFrequency: fc.constantFrom('monthly' as const, 'qrmp' as const),
  tan: fc.option(fc.constant('MUMA12345B'), { nil: undefined }),
  taxAudit: fc.boolean(),
  annualTurnover: fc.option(fc.integer({ min: 0, max: 500_000_000 }), { nil: undefined }),
  owesMicroSmallSuppliers: fc.boolean(),
  // Each DIN and trademark once: the API refuses a profile listing one twice (REPEATED_DIN, REPEATED_TRADEMARK).
  directors: fc.uniqueArray(
    fc.record({
      name: fc.constantFrom('Asha', 'Vikram', 'Meera'),
      din: fc.integer({ min: 10_000_000, max: 99_999_999 }).map(String),
      lastKycOn: fc.option(date('2019-01-01', '2026-12-31'), { nil: undefined }),
    }),
    { maxLength: 3, selector: (director) => director.din },
  ),
  trademarks: fc.uniqueArray(
    fc.record({
      number: fc.integer({ min: 1, max: 9_999_999 }).map(String),
      class: fc.integer({ min: 1, max: 45 }),
      filedOn: date('2005-01-01', '2026-12-31'),
    }),
    { maxLength: 2, selector: (mark) => mark.number },
  ),
});
const today = date('2020-01-01', '2032-12-31');

describe('the compliance engine, for any business and any day', () => {
  it('never puts a due date before the date it counts from', () => {
    fc.assert(
      fc.property(profile, today, (business, day) => {
        for (const obligation of obligationsFor({ profile: business, today: day, from: '2000-01-01' })) {
          expect(obligation.dueOn >= obligation.anchorOn, obligation.id).toBe(true);
        }
      }),
    );
  });

  it('names each obligation once (filings, extensions and reminders find it by its id)', () => {
    fc.assert(
      fc.property(profile, today, (business, day) => {
        const ids = obligationsFor({ profile: business, today: day, from: '2000-01-01' }).map((o) => o.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });

  it('gives twelve monthly returns for every whole financial year of GST registration', () => {
    const monthly = COMPLIANCE_RULES.filter((rule) => rule.schedule.kind === 'monthly');
    fc.assert(
      fc.property(date('2019-01-01', '2028-12-31'), fc.integer({ min: 1, max: 5 }), (registeredOn, years) => {
        const business: CompanyProfile = {
          entityType: 'private-limited',
          name: 'Monthly filer',
          gstin: '27AAPFU0939F1ZV',
          gstFrequency: 'monthly',
          gstRegisteredOn: registeredOn,
          directors: [],
          trademarks: [],
        };
        const firstWholeYear = financialYearOf(registeredOn) + 1;
        for (const rule of monthly) {
          const periods = periodsOf(rule, business, { until: `${firstWholeYear + years + 1}-12-31` });
          const inYear = periods.filter((period) => financialYearOf(period.anchorOn) === firstWholeYear + years - 1);
          expect(inYear, rule.id).toHaveLength(12);
        }
      }),
    );
  });

  it('lets an extension win over the formula, whatever date it names', () => {
    fc.assert(
      fc.property(profile, today, fc.integer({ min: -60, max: 120 }), (business, day, shift) => {
        const before = obligationsFor({ profile: business, today: day, from: '2000-01-01' });
        const target = before[0];
        if (!target) return;
        const dueOn = addDays(target.dueOn, shift);
        const extension = {
          ruleId: target.rule.id,
          periodKey: target.key,
          dueOn,
          note: 'Extended',
          notification: 'GC 1/2026',
        };
        const after = obligationsFor({ profile: business, today: day, from: '2000-01-01', extensions: [extension] });
        const moved = after.find((obligation) => obligation.id === target.id);
        expect(moved?.dueOn).toBe(dueOn);
        expect(moved?.originalDueOn).toBe(target.dueOn);
      }),
    );
  });

  it('never accrues a late fee above its cap', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COMPLIANCE_RULES),
        fc.integer({ min: 0, max: 5_000 }),
        fc.option(fc.integer({ min: 0, max: 2_000_000_000 }), { nil: undefined }),
        (rule, daysLate, annualTurnover) => {
          const accrued = lateFeeAccrued(rule.lateFee, daysLate, { annualTurnover });
          const cap = lateFeeCap(rule.lateFee, { annualTurnover });
          if (accrued !== undefined && cap !== undefined) expect(accrued).toBeLessThanOrEqual(cap);
          if (accrued !== undefined) expect(accrued).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
