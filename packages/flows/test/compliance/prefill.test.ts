import type { FormField } from '@startwise/flows/rules';
import { describe, expect, it } from 'vitest';
import { applicationPrefill } from '../../src/compliance/index.js';
import { ACME_PRIVATE_LIMITED } from './fixtures.js';

const ANNUAL_ROC: FormField[] = [
  { name: 'companyName', label: 'Company name', type: 'text', required: true },
  { name: 'cin', label: 'CIN', type: 'text', required: true },
  { name: 'financialYear', label: 'Financial year', type: 'dropdown', required: true, options: ['2025-26', '2026-27'] },
  { name: 'agmDate', label: 'Date of AGM', type: 'date', required: false },
  { name: 'auditedFinancials', label: 'Audited financial statements', type: 'file', required: false },
];

describe('File now prefills the service’s application form', () => {
  it('fills AOC-4’s Annual ROC Compliance from the company and the period', () => {
    const prefill = applicationPrefill(
      ANNUAL_ROC,
      ACME_PRIVATE_LIMITED,
      { ruleId: 'aoc-4', periodKey: 'FY2026-27', dueOn: '2028-01-30' },
      [{ ruleId: 'agm', periodKey: 'FY2026-27', filedOn: '2027-09-10' }],
    );
    expect(prefill).toEqual({
      companyName: 'Acme Widgets Private Limited',
      cin: 'U62010MH2026PTC123456',
      financialYear: '2026-27',
      agmDate: '2027-09-10',
    });
  });

  it('picks a dropdown option only when the form offers it', () => {
    const tds: FormField[] = [
      { name: 'tan', label: 'TAN', type: 'text', required: true },
      {
        name: 'quarter',
        label: 'Quarter',
        type: 'dropdown',
        required: true,
        options: ['Q2 (July-September)', 'Q3 (October-December)'],
      },
    ];
    expect(
      applicationPrefill(tds, ACME_PRIVATE_LIMITED, {
        ruleId: 'tds-return',
        periodKey: 'FY2026-27-Q3',
        dueOn: '2027-01-31',
      }),
    ).toEqual({
      tan: 'MUMA12345B',
      quarter: 'Q3 (October-December)',
    });
    const onlyOld = { ...ANNUAL_ROC[2], options: ['2023-24'] } as FormField;
    expect(
      applicationPrefill([onlyOld], ACME_PRIVATE_LIMITED, {
        ruleId: 'mgt-7',
        periodKey: 'FY2026-27',
        dueOn: '2028-02-29',
      }),
    ).toEqual({});
  });

  it('names the director of a KYC and the mark of a renewal', () => {
    const fields: FormField[] = [
      { name: 'applicantName', label: 'Name', type: 'text', required: true },
      { name: 'din', label: 'DIN', type: 'text', required: true },
      { name: 'registrationNumber', label: 'Registration number', type: 'text', required: true },
      { name: 'expiryDate', label: 'Expiry', type: 'date', required: true },
    ];
    expect(
      applicationPrefill(fields, ACME_PRIVATE_LIMITED, {
        ruleId: 'dir-3-kyc',
        periodKey: 'DIN07654321-2028',
        dueOn: '2028-06-30',
      }),
    ).toEqual({
      applicantName: 'Vikram Shah',
      din: '07654321',
    });
    expect(
      applicationPrefill(fields, ACME_PRIVATE_LIMITED, {
        ruleId: 'trademark-renewal',
        periodKey: 'TM3456789-1',
        dueOn: '2027-02-01',
      }),
    ).toEqual({
      registrationNumber: '3456789',
      expiryDate: '2027-02-01',
    });
  });
});
