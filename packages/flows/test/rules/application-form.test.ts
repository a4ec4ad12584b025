import { describe, expect, it } from 'vitest';
import { type FormField, validateApplicationForm } from '../../src/rules/index.js';

const field = (overrides: Partial<FormField> & Pick<FormField, 'name' | 'type'>): FormField => ({
  label: overrides.name,
  required: false,
  ...overrides,
});

describe('validateApplicationForm', () => {
  it('reports required fields by label, whatever their type', () => {
    const fields = [
      field({ name: 'company', label: 'Company name', type: 'text', required: true }),
      field({ name: 'employees', label: 'Employees', type: 'number', required: true }),
      field({
        name: 'sectors',
        label: 'Sectors',
        type: 'dropdown',
        required: true,
        options: ['IT', 'Retail'],
        validations: { multipleSelect: true },
      }),
      field({ name: 'pan', label: 'PAN card', type: 'file', required: true }),
      field({ name: 'start', label: 'Start date', type: 'date', required: true }),
    ];
    expect(validateApplicationForm(fields, { company: '  ', sectors: [], employees: Number.NaN }, {})).toEqual({
      company: 'Company name is required',
      employees: 'Employees is required',
      sectors: 'Sectors is required',
      pan: 'PAN card is required',
      start: 'Start date is required',
    });
    expect(
      validateApplicationForm(
        fields,
        { company: 'Acme', employees: 0, sectors: ['IT'], start: '2026-01-01' },
        { pan: [{ name: 'pan.pdf', size: 10 }] },
      ),
    ).toEqual({});
  });

  it('leaves optional blank fields alone, even with validations', () => {
    const fields = [
      field({ name: 'website', type: 'text', validations: { minChars: 5 } }),
      field({ name: 'contact', type: 'email' }),
      field({ name: 'docs', type: 'file', validations: { fileTypes: ['pdf'] } }),
    ];
    expect(validateApplicationForm(fields, { website: '' }, {})).toEqual({});
  });

  it('checks the email shape and blacklisted domains', () => {
    const fields = [
      field({ name: 'email', type: 'email', validations: { blacklistDomains: ['mailinator.com', 'Temp.io'] } }),
    ];
    expect(validateApplicationForm(fields, { email: 'asha@' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateApplicationForm(fields, { email: 'asha@Mailinator.com' })).toEqual({
      email: 'Email domains from mailinator.com are not allowed',
    });
    expect(validateApplicationForm(fields, { email: 'asha@mx.temp.io' })).toEqual({
      email: 'Email domains from Temp.io are not allowed',
    });
    expect(validateApplicationForm(fields, { email: 'asha@example.com' })).toEqual({});
  });

  it('checks text and textarea lengths', () => {
    const fields = [
      field({ name: 'about', type: 'textarea', validations: { minChars: 10, maxChars: 20 } }),
      field({ name: 'name', type: 'text', validations: { maxChars: 3 } }),
    ];
    expect(validateApplicationForm(fields, { about: 'short', name: 'Asha' })).toEqual({
      about: 'Minimum 10 characters required',
      name: 'Maximum 3 characters allowed',
    });
    expect(validateApplicationForm(fields, { about: 'x'.repeat(21) })).toEqual({
      about: 'Maximum 20 characters allowed',
    });
    expect(validateApplicationForm(fields, { about: 'x'.repeat(10), name: 'Ash' })).toEqual({});
  });

  it('checks number bounds, numbers typed as text included', () => {
    const fields = [field({ name: 'directors', type: 'number', validations: { minValue: 2, maxValue: 15 } })];
    expect(validateApplicationForm(fields, { directors: 1 })).toEqual({ directors: 'Minimum value is 2' });
    expect(validateApplicationForm(fields, { directors: '16' })).toEqual({ directors: 'Maximum value is 15' });
    expect(validateApplicationForm(fields, { directors: 2 })).toEqual({});
  });

  it('checks file count, type and size', () => {
    const docs = field({
      name: 'docs',
      type: 'file',
      validations: { fileTypes: ['pdf', 'jpg', 'png'], maxSize: 5 * 1024 * 1024 },
    });
    const pdf = { name: 'deed.PDF', size: 1000 };
    expect(validateApplicationForm([docs], {}, { docs: [pdf, pdf] })).toEqual({ docs: 'Only one file is allowed' });
    expect(validateApplicationForm([docs], {}, { docs: [{ name: 'deed.docx', size: 1 }] })).toEqual({
      docs: 'Only pdf, jpg, png files are allowed',
    });
    expect(validateApplicationForm([docs], {}, { docs: [{ name: 'deed', size: 1 }] })).toEqual({
      docs: 'Only pdf, jpg, png files are allowed',
    });
    expect(validateApplicationForm([docs], {}, { docs: [{ name: 'scan.png', size: 6 * 1024 * 1024 }] })).toEqual({
      docs: 'File size must not exceed 5.00 MB',
    });
    expect(validateApplicationForm([docs], {}, { docs: [pdf] })).toEqual({});

    const many = field({ name: 'many', type: 'file', validations: { multiple: true } });
    expect(validateApplicationForm([many], {}, { many: [pdf, { name: 'x.exe', size: 9e9 }] })).toEqual({});
  });

  it('has no rules beyond required for dates and times', () => {
    const fields = [field({ name: 'when', type: 'datetime' }), field({ name: 'at', type: 'time' })];
    expect(validateApplicationForm(fields, { when: '2026-01-01T10:00', at: '10:00' })).toEqual({});
  });

  it('checks dropdown answers against the choices offered (details in dropdown-answer.test.ts)', () => {
    const fields = [
      field({ name: 'plan', label: 'Plan', type: 'dropdown', options: ['A'] }),
      field({
        name: 'industry',
        label: 'Industry',
        type: 'dropdown',
        options: ['IT'],
        validations: { includeOther: true },
      }),
    ];
    expect(validateApplicationForm(fields, { plan: 'Other', industry: 'Other' })).toEqual({
      plan: 'Choose one of the listed options for Plan',
      industry: "Please specify 'Other' for Industry",
    });
    expect(validateApplicationForm(fields, { plan: 'A', industry: 'Other: Bakery' })).toEqual({});
  });
});
