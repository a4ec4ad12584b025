import type { ComplianceRule } from '../rule.js';
import { ROC_PER_DAY } from './company-rules.js';

/** What the LLP Act asks of an LLP each year. */
export const LLP_RULES: readonly ComplianceRule[] = [
  {
    id: 'llp-form-11',
    form: 'LLP Form 11',
    title: 'LLP annual return',
    explanation: 'An LLP files its annual return within 60 days of the financial year’s end: by 30 May.',
    appliesTo: ['llp'],
    requires: 'incorporation',
    subject: 'business',
    schedule: { kind: 'after-financial-year', month: 5, day: 30 },
    lateFee: ROC_PER_DAY,
    source: {
      law: 'Limited Liability Partnership Act 2008 s.35; LLP Rules 2009 r.25 and Annexure A (₹100 a day)',
      checkedAgainst: [
        'https://compliantoconsulting.com/?p=2262',
        'https://www.indiabizfiling.com/service/llp-annual-filing/',
      ],
    },
    serviceSlug: 'llp-annual-filing',
  },
  {
    id: 'llp-form-8',
    form: 'LLP Form 8',
    title: 'LLP statement of account and solvency',
    explanation:
      'An LLP files its statement of account and solvency within 30 days after six months from the year’s end: ' +
      'by 30 October.',
    appliesTo: ['llp'],
    requires: 'incorporation',
    subject: 'business',
    schedule: { kind: 'after-financial-year', month: 10, day: 30 },
    lateFee: ROC_PER_DAY,
    source: {
      law: 'Limited Liability Partnership Act 2008 s.34; LLP Rules 2009 r.24 and Annexure A (₹100 a day)',
      checkedAgainst: [
        'https://compliantoconsulting.com/?p=2262',
        'https://www.indiabizfiling.com/service/llp-annual-filing/',
      ],
    },
    serviceSlug: 'llp-annual-filing',
  },
];
