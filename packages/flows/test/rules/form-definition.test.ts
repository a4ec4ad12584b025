import { describe, expect, it } from 'vitest';
import {
  type FormField,
  formDefinitionProblems,
  MAX_UPLOAD_BYTES,
  UPLOADABLE_FILE_TYPES,
  VALIDATION_FIELD_TYPES,
} from '../../src/rules/index.js';

const field = (overrides: Partial<FormField> & Pick<FormField, 'name' | 'type'>): FormField => ({
  label: overrides.name,
  required: false,
  ...overrides,
});

/** One sound field of each of the nine types, each with every validation its type allows. */
const EVERY_TYPE: FormField[] = [
  field({ name: 'company', type: 'text', validations: { minChars: 2, maxChars: 80 } }),
  field({ name: 'email', type: 'email', validations: { blacklistDomains: ['mailinator.com', 'tempmail.co.in'] } }),
  field({ name: 'employees', type: 'number', validations: { minValue: 1, maxValue: 500 } }),
  field({ name: 'about', type: 'textarea', validations: { minChars: 0, maxChars: 2000 } }),
  field({ name: 'start', type: 'date' }),
  field({ name: 'meeting', type: 'datetime' }),
  field({ name: 'callAt', type: 'time' }),
  field({
    name: 'pan',
    type: 'file',
    validations: { multiple: true, fileTypes: ['pdf', 'jpg'], maxSize: 5 * 1024 * 1024 },
  }),
  field({
    name: 'sector',
    type: 'dropdown',
    options: ['IT', 'Retail'],
    validations: { multipleSelect: true, includeOther: true },
  }),
];

describe('formDefinitionProblems', () => {
  it('accepts one field of each of the nine types with every validation its type allows', () => {
    expect(new Set(EVERY_TYPE.map((f) => f.type)).size).toBe(9);
    expect(formDefinitionProblems(EVERY_TYPE)).toEqual([]);
  });

  it('refuses every validation on a type it does not apply to', () => {
    for (const [rule, types] of Object.entries(VALIDATION_FIELD_TYPES)) {
      const other = EVERY_TYPE.find((candidate) => !types.includes(candidate.type)) as FormField;
      const value = rule === 'blacklistDomains' || rule === 'fileTypes' ? ['pdf.com'] : 1;
      const problems = formDefinitionProblems([{ ...other, validations: { [rule]: value } }]);
      expect(problems, rule).toContainEqual({
        path: `[0].validations.${rule}`,
        message: `only applies to ${types.join(', ')} fields, not ${other.type}`,
      });
    }
  });

  it('needs options on a dropdown, and only there, non-blank and distinct', () => {
    expect(formDefinitionProblems([field({ name: 'a', type: 'dropdown' })])).toEqual([
      { path: '[0].options', message: 'a dropdown needs options' },
    ]);
    expect(formDefinitionProblems([field({ name: 'a', type: 'dropdown', options: [] })])).toEqual([
      { path: '[0].options', message: 'a dropdown needs options' },
    ]);
    expect(formDefinitionProblems([field({ name: 'a', type: 'dropdown', options: ['IT', ' ', 'it '] })])).toEqual([
      { path: '[0].options[1]', message: 'must not be blank' },
      { path: '[0].options[2]', message: 'duplicate option "it "' },
    ]);
    expect(formDefinitionProblems([field({ name: 'a', type: 'text', options: ['x'] })])).toEqual([
      { path: '[0].options', message: 'only dropdown fields have options' },
    ]);
  });

  it('keeps minimums at or below maximums', () => {
    expect(
      formDefinitionProblems([
        field({ name: 'a', type: 'text', validations: { minChars: 10, maxChars: 5 } }),
        field({ name: 'b', type: 'number', validations: { minValue: 3, maxValue: -3 } }),
        field({ name: 'c', type: 'textarea', validations: { minChars: 5, maxChars: 5 } }),
      ]),
    ).toEqual([
      { path: '[0].validations.minChars', message: 'must not exceed maxChars' },
      { path: '[1].validations.minValue', message: 'must not exceed maxValue' },
    ]);
  });

  it('keeps file types within the upload allowlist and sizes within the upload limit', () => {
    expect(UPLOADABLE_FILE_TYPES).toContain('pdf');
    expect(
      formDefinitionProblems([
        field({
          name: 'a',
          type: 'file',
          validations: { fileTypes: ['pdf', 'exe', 'svg'], maxSize: MAX_UPLOAD_BYTES },
        }),
        field({ name: 'b', type: 'file', validations: { maxSize: MAX_UPLOAD_BYTES + 1 } }),
      ]),
    ).toEqual([
      {
        path: '[0].validations.fileTypes',
        message: `exe, svg cannot be uploaded (allowed: ${UPLOADABLE_FILE_TYPES.join(', ')})`,
      },
      { path: '[1].validations.maxSize', message: `must not exceed ${MAX_UPLOAD_BYTES} bytes` },
    ]);
  });

  it('wants blocked email domains to be domains', () => {
    expect(
      formDefinitionProblems([
        field({ name: 'a', type: 'email', validations: { blacklistDomains: ['Example.COM', '@gmail', 'localhost'] } }),
      ]),
    ).toEqual([
      { path: '[0].validations.blacklistDomains[1]', message: 'must be a domain such as example.com' },
      { path: '[0].validations.blacklistDomains[2]', message: 'must be a domain such as example.com' },
    ]);
  });

  it('wants distinct field names and labels that are not blank', () => {
    expect(
      formDefinitionProblems([
        field({ name: 'a', type: 'text' }),
        field({ name: 'b', type: 'text', label: '  ' }),
        field({ name: 'a', type: 'date' }),
      ]),
    ).toEqual([
      { path: '[1].label', message: 'must not be blank' },
      { path: '[2].name', message: 'duplicate field name "a" (first at [0].name)' },
    ]);
  });
});
