import { COMPANIES } from './entities.js';
import type { ComplianceRule } from './rule.js';

/**
 * The compliance rules, as data. Reviewed like code: every change bumps the version, and each rule has its own
 * test (test/compliance/rules-data.test.ts) that pins its dates and fee against the source cited here.
 *
 * Dates and fees were checked on 27 November 2026. Governments extend deadlines often: an extension for one
 * period is recorded by staff in the back office (docs/compliance.md), never by editing this file. Change this
 * file only when the law itself changes, and cite the amending notification.
 */
export const COMPLIANCE_RULES_VERSION = '2026-11-27';

const MCA_ADDITIONAL_FEE_RULES = 'Companies (Registration Offices and Fees) Rules 2014, Annexure (as amended 2018)';
const ROC_PER_DAY = { kind: 'per-day', perDay: 100 } as const;
const COMPANIES_WITH_AGM = ['private-limited', 'public-limited', 'section-8'] as const;
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
const TAXPAYERS = [...COMPANIES, 'llp', 'partnership', 'proprietorship'] as const;

export const COMPLIANCE_RULES: readonly ComplianceRule[] = [
  {
    id: 'inc-20a',
    form: 'INC-20A',
    title: 'Declaration for commencement of business',
    explanation:
      'A company with share capital declares that its subscribers have paid for their shares before it starts ' +
      'business or borrows, within 180 days of incorporation.',
    appliesTo: ['private-limited', 'one-person-company', 'public-limited'],
    requires: 'incorporation',
    subject: 'business',
    schedule: { kind: 'after-incorporation', days: 180 },
    lateFee: {
      kind: 'per-day',
      fixed: 50_000,
      perDay: 1_000,
      cap: 150_000,
      capNote: 'company ₹50,000; each officer ₹1,000 a day up to ₹1,00,000',
    },
    source: {
      law: 'Companies Act 2013 s.10A(1)(a) and (2); Companies (Incorporation) Rules 2014 r.23A',
      checkedAgainst: [
        'https://www.compliancecalendar.in/learn/what-is-mandatory-filling-after-incorporation-of-company',
        'https://www.alonika.in/inc-20a/',
      ],
    },
    serviceSlug: 'annual-roc-compliance-private-limited',
  },
  {
    id: 'first-auditor',
    form: 'First auditor',
    title: 'Appoint the first auditor',
    explanation:
      'The board appoints the company’s first statutory auditor within 30 days of incorporation; if it does ' +
      'not, the members must within 90 days at a general meeting.',
    appliesTo: COMPANIES,
    requires: 'incorporation',
    subject: 'business',
    schedule: { kind: 'after-incorporation', days: 30 },
    lateFee: { kind: 'other', description: 'Penalty under s.147: ₹25,000 to ₹5,00,000 for the company' },
    source: {
      law: 'Companies Act 2013 s.139(6) and s.147(1)',
      checkedAgainst: [
        'https://bangaloreconsultingco.com/?p=405',
        'https://efilingbihar.com/private-limited-company-compliance-due-dates-in-2020/',
      ],
    },
    serviceSlug: 'annual-roc-compliance-private-limited',
  },
  {
    id: 'agm',
    form: 'AGM',
    title: 'Annual general meeting',
    explanation:
      'The members meet once a year to adopt the accounts: the first AGM within nine months of the first ' +
      'financial year’s end, later ones within six months of the year’s end (by 30 September).',
    appliesTo: COMPANIES_WITH_AGM,
    requires: 'incorporation',
    subject: 'business',
    schedule: { kind: 'annual-general-meeting' },
    lateFee: {
      kind: 'other',
      description: 'Penalty under s.99: up to ₹1,00,000, and up to ₹5,000 a day while the default continues',
    },
    source: {
      law: 'Companies Act 2013 s.96(1) and s.99',
      checkedAgainst: ['https://bangaloreconsultingco.com/?p=405'],
    },
    serviceSlug: 'annual-roc-compliance-private-limited',
  },
  {
    id: 'aoc-4',
    form: 'AOC-4',
    title: 'File the financial statements',
    explanation:
      'The audited balance sheet, profit and loss account and directors’ report go to the Registrar within 30 ' +
      'days of the AGM (a one person company: within 180 days of the year’s end).',
    appliesTo: COMPANIES,
    requires: 'incorporation',
    subject: 'business',
    schedule: { kind: 'after-annual-general-meeting', days: 30, opcDaysAfterYearEnd: 180 },
    lateFee: ROC_PER_DAY,
    source: {
      law: `Companies Act 2013 s.137(1); ${MCA_ADDITIONAL_FEE_RULES}: ₹100 a day`,
      checkedAgainst: [
        'https://www.caclubindia.com/forum/aoc4-and-mgt-7-539039.asp',
        'http://buchasia.com/tag/annual-filing/',
      ],
    },
    serviceSlug: 'annual-roc-compliance-private-limited',
  },
  {
    id: 'mgt-7',
    form: 'MGT-7',
    title: 'File the annual return',
    explanation:
      'The annual return (shareholders, directors, meetings) goes to the Registrar within 60 days of the AGM, ' +
      'or of the date it should have been held.',
    appliesTo: COMPANIES,
    requires: 'incorporation',
    subject: 'business',
    schedule: { kind: 'after-annual-general-meeting', days: 60, opcDaysAfterYearEnd: 243 },
    lateFee: ROC_PER_DAY,
    source: {
      law: `Companies Act 2013 s.92(4); ${MCA_ADDITIONAL_FEE_RULES}: ₹100 a day`,
      checkedAgainst: [
        'https://mahataagarwal.com/blog/due-date-for-filling-e-form-mgt-7a',
        'http://buchasia.com/tag/annual-filing/',
      ],
    },
    serviceSlug: 'annual-roc-compliance-private-limited',
  },
  {
    id: 'dpt-3',
    form: 'DPT-3',
    title: 'Return of deposits',
    explanation:
      'Every company reports the money it owes that is not a deposit (loans from directors, advances) as at ' +
      '31 March, by 30 June.',
    appliesTo: COMPANIES,
    requires: 'incorporation',
    subject: 'business',
    schedule: { kind: 'after-financial-year', month: 6, day: 30 },
    lateFee: { kind: 'other', description: 'Additional fee of 2 to 12 times the filing fee, by length of delay' },
    source: {
      law: `Companies (Acceptance of Deposits) Rules 2014 r.16 and r.16A; ${MCA_ADDITIONAL_FEE_RULES}`,
      checkedAgainst: ['https://blog.saginfotech.com/?p=73031', 'https://jibinjoseandassociates.com/author/admin/'],
    },
    serviceSlug: 'annual-roc-compliance-private-limited',
  },
  {
    id: 'msme-1',
    form: 'MSME-1',
    title: 'Half-yearly return of dues to micro and small suppliers',
    explanation:
      'A company that owes a micro or small supplier for more than 45 days reports those dues every half year: ' +
      'April–September by 31 October, October–March by 30 April.',
    appliesTo: COMPANIES,
    requires: 'msme-dues',
    subject: 'business',
    schedule: { kind: 'half-yearly', firstHalf: { month: 10, day: 31 }, secondHalf: { month: 4, day: 30 } },
    lateFee: { kind: 'per-day', fixed: 20_000, perDay: 1_000, cap: 300_000 },
    source: {
      law:
        'Companies Act 2013 s.405 and s.405(4); Specified Companies (Furnishing of information about payment to ' +
        'micro and small enterprise suppliers) Order 2019',
      checkedAgainst: ['https://blog.saginfotech.com/?p=73031'],
    },
    serviceSlug: 'annual-roc-compliance-private-limited',
  },
  {
    id: 'dir-3-kyc',
    form: 'DIR-3 KYC',
    title: 'Director KYC',
    explanation:
      'Every person holding a DIN confirms their details once every three financial years, by 30 June after ' +
      'the third (and within 30 days of any change of mobile, email or address).',
    appliesTo: [...COMPANIES, 'llp'],
    subject: 'director',
    schedule: { kind: 'director-kyc', years: 3, month: 6, day: 30 },
    lateFee: { kind: 'flat', amount: 5_000 },
    source: {
      law:
        'Companies (Appointment and Qualification of Directors) Rules 2014 r.12A, as substituted by the ' +
        'Amendment Rules 2025 (notified 31 December 2025, in force 31 March 2026); fee of ₹5,000 to reactivate ' +
        `a DIN under the ${MCA_ADDITIONAL_FEE_RULES}`,
      checkedAgainst: [
        'https://www.caclubindia.com/articles/din-kyc-once-in-3-years-instead-of-every-year-54574.asp',
        'https://www.compliancecalendar.in/learn/mca-no-more-annual-din-kyc-for-directors',
      ],
    },
    serviceSlug: 'director-kyc-dir-3',
  },
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
