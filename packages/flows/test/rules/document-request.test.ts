import { describe, expect, it } from 'vitest';
import {
  applicationFieldError,
  documentRequestField,
  isOpenDocumentRequest,
  validateApplicationForm,
} from '../../src/rules/index.js';

const request = {
  label: 'Address proof of the registered office',
  fileTypes: ['pdf', 'jpg'] as ('pdf' | 'jpg')[],
  maxSize: 5_242_880,
};
const file = (name: string, size = 1024) => ({ name, size });

describe('documentRequestField', () => {
  it('is a required file field named files, several files allowed, with the request types and size', () => {
    expect(documentRequestField(request)).toEqual({
      name: 'files',
      label: 'Address proof of the registered office',
      type: 'file',
      required: true,
      validations: { multiple: true, fileTypes: ['pdf', 'jpg'], maxSize: 5_242_880 },
    });
  });

  it('leaves the types out when the request accepts every upload type', () => {
    expect(documentRequestField({ ...request, fileTypes: [] }).validations).toEqual({
      multiple: true,
      maxSize: 5_242_880,
    });
  });

  it("checks files with the application form's spec 5 messages", () => {
    const field = documentRequestField(request);
    expect(applicationFieldError(field, undefined, [])).toBe('Address proof of the registered office is required');
    expect(applicationFieldError(field, undefined, [file('lease.docx')])).toBe('Only pdf, jpg files are allowed');
    expect(applicationFieldError(field, undefined, [file('lease.pdf', 6_000_000)])).toBe(
      'File size must not exceed 5.00 MB',
    );
    expect(applicationFieldError(field, undefined, [file('lease.pdf'), file('Lease-page-2.JPG')])).toBeUndefined();
    expect(validateApplicationForm([field], {}, { files: [file('a.png')] })).toEqual({
      files: 'Only pdf, jpg files are allowed',
    });
  });
});

describe('isOpenDocumentRequest', () => {
  it('tells open requests from answered ones', () => {
    expect(isOpenDocumentRequest({ status: 'open' })).toBe(true);
    expect(isOpenDocumentRequest({ status: 'answered' })).toBe(false);
  });
});
