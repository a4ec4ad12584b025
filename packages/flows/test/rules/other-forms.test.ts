import { describe, expect, it } from 'vitest';
import {
  contactError,
  footerNewsletterError,
  isSearchable,
  isValidEmail,
  newsletterEmailError,
  newsletterToggleError,
  searchUrl,
  shouldLookUpNewsletterStatus,
  shouldSuggest,
  validateContact,
} from '../../src/rules/index.js';

describe('email pattern', () => {
  it('wants text, an at sign, text, a dot and text', () => {
    expect(isValidEmail('a@b.c')).toBe(true);
    expect(isValidEmail('a@b')).toBe(false);
    expect(isValidEmail('@b.c')).toBe(false);
    expect(isValidEmail('a@@b.c')).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
  });
});

describe('contact', () => {
  const filled = { name: 'Asha', email: 'asha@example.com', message: 'Hello' };

  it('flags each missing required field, never the optional phone', () => {
    expect(validateContact({ name: '', email: '', phone: 'x', message: ' ' })).toEqual({
      name: 'Please fill out all required fields',
      email: 'Please fill out all required fields',
      message: 'Please fill out all required fields',
    });
    expect(validateContact({ ...filled, email: 'asha' })).toEqual({ email: 'Please enter a valid email address' });
    expect(validateContact(filled)).toEqual({});
  });

  it('gives one toast, missing fields before the address', () => {
    expect(contactError({ ...filled, name: '', email: 'asha' })).toBe('Please fill out all required fields');
    expect(contactError({ ...filled, email: 'asha' })).toBe('Please enter a valid email address');
    expect(contactError(filled)).toBeUndefined();
  });
});

describe('newsletter', () => {
  it('footer: one message for blank or malformed', () => {
    expect(footerNewsletterError('')).toBe('Please enter a valid email address');
    expect(footerNewsletterError('asha')).toBe('Please enter a valid email address');
    expect(footerNewsletterError('asha@example.com')).toBeUndefined();
  });

  it('page: blank, malformed, and toggle without a valid address', () => {
    expect(newsletterEmailError('')).toBe('Please enter your email address');
    expect(newsletterEmailError('asha')).toBe('Please enter a valid email address');
    expect(newsletterEmailError('asha@example.com')).toBeUndefined();
    expect(newsletterToggleError('asha')).toBe('Please enter a valid email address first');
    expect(newsletterToggleError('asha@example.com')).toBeUndefined();
  });

  it('looks the status up only for a valid address', () => {
    expect(shouldLookUpNewsletterStatus('asha@exa')).toBe(false);
    expect(shouldLookUpNewsletterStatus('asha@example.com')).toBe(true);
  });
});

describe('search', () => {
  it('searches only non-blank queries', () => {
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('   ')).toBe(false);
    expect(isSearchable(' g ')).toBe(true);
  });

  it('suggests from 2 trimmed characters', () => {
    expect(shouldSuggest(' g ')).toBe(false);
    expect(shouldSuggest('gs')).toBe(true);
    expect(shouldSuggest(' gs ')).toBe(true);
  });

  it('builds an encoded search address', () => {
    expect(searchUrl('gst')).toBe('/search?q=gst');
    expect(searchUrl(' company & trademark ')).toBe('/search?q=company%20%26%20trademark');
  });
});
