import type { ComplianceRule } from '../rule.js';
import { TAXPAYERS } from './taxpayers.js';

/** What the Income-tax Acts ask: TDS statements, advance tax and the return. */
export const INCOME_TAX_RULES: readonly ComplianceRule[] = [
  {
    id: 'tds-return',
    form: '24Q / 26Q',
    title: 'Quarterly TDS statement',
    explanation:
      'Tax deducted from salaries and payments is reported every quarter: by 31 July, 31 October, 31 January ' +
      'and 31 May.',
    appliesTo: TAXPAYERS,
    requires: 'tan',
    subject: 'business',
    schedule: { kind: 'quarterly', day: 31, lastQuarter: { month: 5, day: 31 } },
    lateFee: { kind: 'per-day', perDay: 200, capNote: 'never more than the tax deducted in the quarter' },
    source: {
      law: 'Income-tax Rules 1962 r.31A(2); Income-tax Act 1961 s.234E (fee carried into the Income-tax Act 2025)',
      checkedAgainst: [
        'https://help.quicko.com/support/solutions/articles/84000349928-what-are-the-penalties-on-late-filing-of-e-tds-return-',
        'http://taxadda.com/handbook/tds-return',
      ],
    },
    serviceSlug: 'tds-return-filing',
  },
  {
    id: 'advance-tax',
    form: 'Advance tax',
    title: 'Advance tax instalment',
    explanation:
      'Tax on the year’s income is paid ahead in four instalments: 15% by 15 June, 45% by 15 September, 75% ' +
      'by 15 December and all of it by 15 March.',
    appliesTo: TAXPAYERS,
    subject: 'business',
    schedule: {
      kind: 'instalments',
      dates: [
        { month: 6, day: 15, share: '15%' },
        { month: 9, day: 15, share: '45%' },
        { month: 12, day: 15, share: '75%' },
        { month: 3, day: 15, share: '100%' },
      ],
    },
    lateFee: {
      kind: 'other',
      description: 'Interest on the shortfall (3% for the first three instalments, 1% for the last)',
    },
    source: {
      law: 'Income-tax Act 2025 s.408 (instalments) and s.425 (interest); Income-tax Act 1961 s.211 and s.234C before 1 April 2026',
      checkedAgainst: ['https://www.aubsp.com/2025/02/14/', 'https://eztax.in/income-tax-act-2025/section-425'],
    },
    serviceSlug: 'virtual-cfo-services',
  },
  {
    id: 'itr',
    form: 'ITR',
    title: 'Income-tax return',
    explanation:
      'The year’s income-tax return: by 31 October for companies and audited businesses, by 31 July for the rest.',
    appliesTo: TAXPAYERS,
    subject: 'business',
    schedule: { kind: 'after-financial-year', month: 10, day: 31, withoutTaxAudit: { month: 7, day: 31 } },
    lateFee: { kind: 'flat', amount: 5_000 },
    source: {
      law: 'Income-tax Act 2025 s.263(1) (due dates) and s.428 (fee: ₹5,000, or ₹1,000 when income is up to ₹5 lakh)',
      checkedAgainst: [
        'https://bharattax.co/income-tax/act-2025/section/263',
        'https://www.taxheal.com/penalty-for-late-filing-of-itr-in-income-tax-act-2025.html',
      ],
    },
    serviceSlug: 'income-tax-return-business',
  },
];
