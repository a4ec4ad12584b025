import { describe, expect, it } from 'vitest';
import { clearFieldError, errorMessage, fieldErrorsOf, hasErrors } from '../../src/rules/index.js';

describe('errorMessage', () => {
  it("prefers the rejection's own message, else the flow's fallback", () => {
    expect(errorMessage(new Error('Submission already paid'), 'Failed to initialize payment')).toBe(
      'Submission already paid',
    );
    expect(errorMessage({ message: 'Too many requests' }, 'x')).toBe('Too many requests');
    expect(errorMessage('Plain text', 'x')).toBe('Plain text');
    expect(errorMessage(new Error(''), 'Failed to initialize payment')).toBe('Failed to initialize payment');
    expect(errorMessage({ message: '  ' }, 'fallback')).toBe('fallback');
    expect(errorMessage(undefined, 'fallback')).toBe('fallback');
    expect(errorMessage(42, 'fallback')).toBe('fallback');
  });
});

describe('fieldErrorsOf', () => {
  it('reads the field messages of a rejected call', () => {
    expect(fieldErrorsOf({ fieldErrors: { email: 'Email is required', phone: '' } })).toEqual({
      email: 'Email is required',
    });
    expect(fieldErrorsOf(new Error('no fields'))).toEqual({});
    expect(fieldErrorsOf(null)).toEqual({});
    expect(fieldErrorsOf({ fieldErrors: 'nope' })).toEqual({});
  });
});

describe('field errors', () => {
  it('clears one field and tells whether any error is left', () => {
    const errors = { email: 'Email is required', password: 'Password is required' };
    expect(clearFieldError(errors, 'email')).toEqual({ password: 'Password is required' });
    expect(clearFieldError(errors, 'fullName' as 'email')).toBe(errors);
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
  });
});
