import { COMPANIES } from '../entities.js';
import type { ComplianceRule } from '../rule.js';

/** What the Companies Act asks of a company: its start, its AGM and annual filings, deposits, MSME dues, KYC. */
export const MCA_ADDITIONAL_FEE_RULES =
  'Companies (Registration Offices and Fees) Rules 2014, Annexure (as amended 2018)';
export const ROC_PER_DAY = { kind: 'per-day', perDay: 100 } as const;
const COMPANIES_WITH_AGM = ['private-limited', 'public-limited', 'section-8'] as const;

export const COMPANY_RULES: readonly ComplianceRule[] = [
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
];
