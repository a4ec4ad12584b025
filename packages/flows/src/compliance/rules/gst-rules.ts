import type { ComplianceRule } from '../rule.js';
import { TAXPAYERS } from './taxpayers.js';

/** States and union territories whose QRMP GSTR-3B is due on the 22nd (CGST Rules r.61(5), Notification 76/2020-CT). */
const GSTR3B_22ND_STATES = [
  'Chhattisgarh',
  'Madhya Pradesh',
  'Gujarat',
  'Maharashtra',
  'Karnataka',
  'Goa',
  'Kerala',
  'Tamil Nadu',
  'Telangana',
  'Andhra Pradesh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Puducherry',
  'Andaman and Nicobar Islands',
  'Lakshadweep',
] as const;
/** Late fee for GSTR-1 and GSTR-3B: ₹50 a day (₹25 CGST + ₹25 SGST, CGST Act s.47), capped by turnover band. */
const GST_RETURN_FEE = {
  kind: 'per-day-by-turnover',
  bands: [
    { upToTurnover: 15_000_000, perDay: 50, cap: 2_000 },
    { upToTurnover: 50_000_000, perDay: 50, cap: 5_000 },
    { perDay: 50, cap: 10_000 },
  ],
} as const;

/** What the CGST Act and Rules ask of a registered taxpayer. */
export const GST_RULES: readonly ComplianceRule[] = [
  {
    id: 'gstr-1-monthly',
    form: 'GSTR-1',
    title: 'GST return of outward supplies (monthly)',
    explanation: 'The invoices you issued in a month, reported by the 11th of the next month.',
    appliesTo: TAXPAYERS,
    requires: 'gstin-monthly',
    subject: 'business',
    schedule: { kind: 'monthly', day: 11 },
    lateFee: GST_RETURN_FEE,
    source: {
      law: 'CGST Act 2017 s.37 and s.47; CGST Rules 2017 r.59(1); late fee capped by Notification 20/2021-CT',
      checkedAgainst: [
        'https://gstindia.biz/notification?category=cgst&page=32',
        'https://taxguru.in/income-tax/statutory-tax-compliance-calendar.html',
      ],
    },
    serviceSlug: 'gst-return-filing-monthly',
  },
  {
    id: 'gstr-1-quarterly',
    form: 'GSTR-1',
    title: 'GST return of outward supplies (quarterly, QRMP)',
    explanation: 'Under the QRMP scheme, the quarter’s invoices are reported by the 13th of the month after it.',
    appliesTo: TAXPAYERS,
    requires: 'gstin-qrmp',
    subject: 'business',
    schedule: { kind: 'quarterly', day: 13 },
    lateFee: GST_RETURN_FEE,
    source: {
      law: 'CGST Act 2017 s.37 and s.47; CGST Rules 2017 r.59(1) proviso (Notification 82/2020-CT)',
      checkedAgainst: ['https://gstindia.biz/notification?category=cgst&page=32'],
    },
    serviceSlug: 'gst-return-filing-monthly',
  },
  {
    id: 'gstr-3b-monthly',
    form: 'GSTR-3B',
    title: 'GST summary return and tax payment (monthly)',
    explanation: 'The month’s tax, net of input credit, is declared and paid by the 20th of the next month.',
    appliesTo: TAXPAYERS,
    requires: 'gstin-monthly',
    subject: 'business',
    schedule: { kind: 'monthly', day: 20 },
    lateFee: GST_RETURN_FEE,
    source: {
      law: 'CGST Act 2017 s.39(1) and s.47; CGST Rules 2017 r.61(5); late fee capped by Notification 19/2021-CT',
      checkedAgainst: [
        'https://irisgst.com/gst-notification-19-2021-gstr-3b-late-fees-conditional-waiver-announced-for-jul-17-to-apr-21-also-waiver-of-late-fees-notified-for-specified-tax-period-and-rationalization-of-late-fees-announced-on/',
        'https://www.caclubindia.com/forum/late-fees-for-period-feb-20-to-june-20-564953.asp',
      ],
    },
    serviceSlug: 'gst-return-filing-monthly',
  },
  {
    id: 'gstr-3b-quarterly',
    form: 'GSTR-3B',
    title: 'GST summary return (quarterly, QRMP)',
    explanation:
      'Under the QRMP scheme the quarter’s return is due on the 22nd or 24th of the month after it, by the ' +
      'state of registration.',
    appliesTo: TAXPAYERS,
    requires: 'gstin-qrmp',
    subject: 'business',
    schedule: { kind: 'quarterly-by-state', day: 22, otherStatesDay: 24, states: GSTR3B_22ND_STATES },
    lateFee: GST_RETURN_FEE,
    source: {
      law: 'CGST Act 2017 s.39(1) proviso and s.47; CGST Rules 2017 r.61(5) (Notification 76/2020-CT)',
      checkedAgainst: ['https://ataxc.blogspot.com/2021/05/waiver-of-interest-and-late-fee-to.html'],
    },
    serviceSlug: 'gst-return-filing-monthly',
  },
  {
    id: 'gstr-9',
    form: 'GSTR-9',
    title: 'GST annual return',
    explanation:
      'The year’s GST returns, reconciled, by 31 December after the financial year (optional when turnover is ' +
      'up to ₹2 crore).',
    appliesTo: TAXPAYERS,
    requires: 'gstin',
    subject: 'business',
    schedule: { kind: 'after-financial-year', month: 12, day: 31 },
    lateFee: {
      kind: 'per-day-by-turnover',
      bands: [
        { upToTurnover: 50_000_000, perDay: 50, capShareOfTurnover: 0.0004 },
        { upToTurnover: 200_000_000, perDay: 100, capShareOfTurnover: 0.0004 },
        { perDay: 200, capShareOfTurnover: 0.005 },
      ],
    },
    source: {
      law: 'CGST Act 2017 s.44 and s.47(2); CGST Rules 2017 r.80; late fee by Notification 07/2023-CT',
      checkedAgainst: [
        'https://gstindia.biz/notification/1409/rationalisation-of-late-fee-for-annual-return-and-amnesty-for-non-filing-of-form-gstr-9',
        'https://caclubindia.com/guide/gstr-9-late-fees',
      ],
    },
    serviceSlug: 'gst-annual-return-gstr-9',
  },
];
