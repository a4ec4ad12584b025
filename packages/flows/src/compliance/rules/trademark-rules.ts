import type { ComplianceRule } from '../rule.js';
import { TAXPAYERS } from './taxpayers.js';

/** What the Trade Marks Act asks of a registered mark. */
export const TRADEMARK_RULES: readonly ComplianceRule[] = [
  {
    id: 'trademark-renewal',
    form: 'TM-R',
    title: 'Trademark renewal',
    explanation:
      'A registration lasts ten years from the application date. Renewal can be filed in the year before it ' +
      'expires, and up to six months after with a surcharge.',
    appliesTo: [...TAXPAYERS],
    subject: 'trademark',
    schedule: { kind: 'trademark-term', years: 10, opensMonthsBefore: 12 },
    lateFee: { kind: 'flat', amount: 4_500 },
    source: {
      law: 'Trade Marks Act 1999 s.25(1)–(3); Trade Marks Rules 2017 r.57 and First Schedule (surcharge)',
      checkedAgainst: [
        'https://www.companyvakil.com/pro/blog/renewal-and-restoration-of-trade-marks/',
        'https://www.invntree.com/resources/india-trademark-act-and-rules/rule-57',
      ],
    },
    serviceSlug: 'trademark-renewal',
  },
];
