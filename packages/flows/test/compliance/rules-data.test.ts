import { describe, expect, it } from 'vitest';
import { COMPLIANCE_RULES, type CompanyProfile, type Obligation, obligationsFor } from '../../src/compliance/index.js';
import { ACME_PRIVATE_LIMITED, TODAY } from './fixtures.js';

const dueDates = (profile: CompanyProfile, ruleId: string): Obligation[] =>
  obligationsFor({ profile, today: TODAY, from: '2026-01-01', monthsAhead: 24 }).filter(
    (obligation) => obligation.rule.id === ruleId,
  );
const due = (profile: CompanyProfile, ruleId: string, periodKey: string) =>
  dueDates(profile, ruleId).find((obligation) => obligation.key === periodKey);

const llp: CompanyProfile = {
  ...ACME_PRIVATE_LIMITED,
  entityType: 'llp',
  cin: undefined,
  llpin: 'AAB-1234',
  gstFrequency: 'qrmp',
  gstState: 'Delhi',
};
const opc: CompanyProfile = { ...ACME_PRIVATE_LIMITED, entityType: 'one-person-company' };

// One test per rule: the date and fee its source gives, for a business whose facts make it easy to check by hand.
describe('each compliance rule gives the date and fee of its source', () => {
  it('INC-20A: 180 days after incorporation; ₹50,000 plus ₹1,000 a day (Companies Act 2013 s.10A)', () => {
    const inc20a = due(ACME_PRIVATE_LIMITED, 'inc-20a', 'once');
    expect(inc20a?.dueOn).toBe('2026-11-06');
    expect(inc20a?.status).toBe('overdue');
    expect(inc20a?.lateFeeSoFar).toBe(50_000 + 21 * 1_000);
  });

  it('First auditor: within 30 days of incorporation (Companies Act 2013 s.139(6))', () => {
    expect(due(ACME_PRIVATE_LIMITED, 'first-auditor', 'once')?.dueOn).toBe('2026-06-09');
  });

  it('AGM: the first within nine months of the first year’s end, then by 30 September (s.96)', () => {
    expect(due(ACME_PRIVATE_LIMITED, 'agm', 'FY2026-27')).toMatchObject({
      opensOn: '2027-04-01',
      dueOn: '2027-12-31',
    });
    const later = obligationsFor({ profile: ACME_PRIVATE_LIMITED, today: '2028-01-15', from: '2028-01-01' });
    expect(later.find((o) => o.id === 'agm:FY2027-28')?.dueOn).toBe('2028-09-30');
  });

  it('AOC-4: 30 days after the AGM, 180 days after the year for an OPC; ₹100 a day (s.137)', () => {
    expect(due(ACME_PRIVATE_LIMITED, 'aoc-4', 'FY2026-27')?.dueOn).toBe('2028-01-30');
    expect(due(opc, 'aoc-4', 'FY2026-27')?.dueOn).toBe('2027-09-27');
    const held = obligationsFor({
      profile: ACME_PRIVATE_LIMITED,
      today: TODAY,
      filings: [{ ruleId: 'agm', periodKey: 'FY2026-27', filedOn: '2027-09-10' }],
      monthsAhead: 24,
    });
    expect(held.find((o) => o.id === 'aoc-4:FY2026-27')?.dueOn).toBe('2027-10-10');
    expect(due(ACME_PRIVATE_LIMITED, 'aoc-4', 'FY2026-27')?.lateFeeSummary).toBe('₹100 a day');
  });

  it('MGT-7: 60 days after the AGM (s.92(4)); an OPC’s counts from 30 September', () => {
    expect(due(ACME_PRIVATE_LIMITED, 'mgt-7', 'FY2026-27')?.dueOn).toBe('2028-02-29');
    expect(due(opc, 'mgt-7', 'FY2026-27')?.dueOn).toBe('2027-11-29');
  });

  it('DPT-3: 30 June after the year (Deposits Rules r.16)', () => {
    expect(due(ACME_PRIVATE_LIMITED, 'dpt-3', 'FY2026-27')?.dueOn).toBe('2027-06-30');
  });

  it('MSME-1: 31 October and 30 April, only for companies owing micro and small suppliers', () => {
    expect(due(ACME_PRIVATE_LIMITED, 'msme-1', 'FY2026-27-H1')?.dueOn).toBe('2026-10-31');
    expect(due(ACME_PRIVATE_LIMITED, 'msme-1', 'FY2026-27-H2')?.dueOn).toBe('2027-04-30');
    expect(dueDates({ ...ACME_PRIVATE_LIMITED, owesMicroSmallSuppliers: false }, 'msme-1')).toEqual([]);
  });

  it('DIR-3 KYC: once in three financial years, by 30 June after the third (r.12A as amended 2025)', () => {
    const kyc = dueDates(ACME_PRIVATE_LIMITED, 'dir-3-kyc');
    expect(kyc.map((o) => [o.subject, o.dueOn])).toEqual([
      ['Vikram Shah', '2028-06-30'],
      ['Asha Rao', '2030-06-30'],
      ['Vikram Shah', '2031-06-30'],
    ]);
    expect(kyc[0]?.lateFeeSummary).toBe('₹5,000 once late');
  });

  it('LLP Form 11 by 30 May and Form 8 by 30 October; ₹100 a day (LLP Rules 2009)', () => {
    expect(due(llp, 'llp-form-11', 'FY2026-27')?.dueOn).toBe('2027-05-30');
    expect(due(llp, 'llp-form-8', 'FY2026-27')?.dueOn).toBe('2027-10-30');
    expect(dueDates(ACME_PRIVATE_LIMITED, 'llp-form-11')).toEqual([]);
  });

  it('GSTR-1 monthly by the 11th; ₹50 a day up to ₹2,000 for small turnover (r.59, Notification 20/2021-CT)', () => {
    const november = due(ACME_PRIVATE_LIMITED, 'gstr-1-monthly', '2026-11');
    expect(november?.dueOn).toBe('2026-12-11');
    expect(november?.lateFeeSummary).toBe('₹50 a day, up to ₹2,000');
  });

  it('GSTR-1 under QRMP by the 13th after the quarter (r.59(1) proviso)', () => {
    expect(due(llp, 'gstr-1-quarterly', 'FY2026-27-Q3')?.dueOn).toBe('2027-01-13');
  });

  it('GSTR-3B monthly by the 20th (r.61(5)); the cap follows the turnover band', () => {
    const october = due(ACME_PRIVATE_LIMITED, 'gstr-3b-monthly', '2026-10');
    expect(october?.dueOn).toBe('2026-11-20');
    expect(october?.lateFeeSoFar).toBe(7 * 50);
    expect(
      due({ ...ACME_PRIVATE_LIMITED, annualTurnover: 80_000_000 }, 'gstr-3b-monthly', '2026-10')?.lateFeeSummary,
    ).toBe('₹50 a day, up to ₹10,000');
  });

  it('GSTR-3B under QRMP on the 22nd or the 24th by state (Notification 76/2020-CT)', () => {
    expect(due({ ...llp, gstState: 'Maharashtra' }, 'gstr-3b-quarterly', 'FY2026-27-Q3')?.dueOn).toBe('2027-01-22');
    expect(due(llp, 'gstr-3b-quarterly', 'FY2026-27-Q3')?.dueOn).toBe('2027-01-24');
  });

  it('GSTR-9 by 31 December; ₹50 a day up to 0.04% of turnover (s.44, Notification 07/2023-CT)', () => {
    const annual = due({ ...ACME_PRIVATE_LIMITED, annualTurnover: 10_000_000 }, 'gstr-9', 'FY2026-27');
    expect(annual?.dueOn).toBe('2027-12-31');
    expect(annual?.lateFeeSummary).toBe('₹50 a day, up to ₹4,000');
  });

  it('TDS statements by 31 July, 31 October, 31 January and 31 May; ₹200 a day (r.31A, s.234E)', () => {
    expect(
      ['Q1', 'Q2', 'Q3', 'Q4'].map((q) => due(ACME_PRIVATE_LIMITED, 'tds-return', `FY2026-27-${q}`)?.dueOn),
    ).toEqual(['2026-07-31', '2026-10-31', '2027-01-31', '2027-05-31']);
    expect(due(ACME_PRIVATE_LIMITED, 'tds-return', 'FY2026-27-Q2')?.lateFeeSoFar).toBe(27 * 200);
  });

  it('Advance tax on 15 June, 15 September, 15 December and 15 March (Income-tax Act 2025 s.408)', () => {
    expect(
      ['I1', 'I2', 'I3', 'I4'].map((i) => due(ACME_PRIVATE_LIMITED, 'advance-tax', `FY2026-27-${i}`)?.dueOn),
    ).toEqual(['2026-06-15', '2026-09-15', '2026-12-15', '2027-03-15']);
    expect(due(ACME_PRIVATE_LIMITED, 'advance-tax', 'FY2026-27-I2')?.lateFeeSoFar).toBeUndefined();
  });

  it('ITR by 31 October for companies, 31 July without a tax audit; ₹5,000 (s.263(1), s.428)', () => {
    expect(due(ACME_PRIVATE_LIMITED, 'itr', 'FY2026-27')?.dueOn).toBe('2027-10-31');
    expect(due(llp, 'itr', 'FY2026-27')?.dueOn).toBe('2027-07-31');
    expect(due({ ...llp, taxAudit: true }, 'itr', 'FY2026-27')?.dueOn).toBe('2027-10-31');
  });

  it('Trademark renewal ten years from the application, open a year before (Trade Marks Act s.25, r.57)', () => {
    expect(due(ACME_PRIVATE_LIMITED, 'trademark-renewal', 'TM3456789-1')).toMatchObject({
      opensOn: '2026-02-02',
      dueOn: '2027-02-01',
      subject: 'Trademark 3456789',
    });
  });

  it('every rule cites its law and where it was checked, and names a catalog service', () => {
    expect(COMPLIANCE_RULES).toHaveLength(19);
    for (const rule of COMPLIANCE_RULES) {
      expect(rule.source.law, rule.id).toMatch(/Act|Rules|Notification/);
      expect(rule.source.checkedAgainst.length, rule.id).toBeGreaterThan(0);
      expect(rule.serviceSlug, rule.id).toMatch(/^[a-z0-9-]+$/);
    }
    expect(new Set(COMPLIANCE_RULES.map((rule) => rule.id)).size).toBe(COMPLIANCE_RULES.length);
  });
});
