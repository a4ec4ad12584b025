import { describe, expect, it } from 'vitest';
import {
  canDownloadInvoice,
  isGuestOnlyPath,
  loginRedirectUrl,
  redirectAfterLogin,
  SUBMISSION_ACTION_LABELS,
  submissionActions,
} from '../../src/rules/index.js';

const labels = (input: Parameters<typeof submissionActions>[0]) => {
  const { message, actions } = submissionActions(input);
  return { message, buttons: actions.map((action) => SUBMISSION_ACTION_LABELS[action]) };
};

describe('submissionActions', () => {
  it('pending: proceed or cancel', () => {
    expect(labels({ paymentStatus: 'pending' })).toEqual({
      message: undefined,
      buttons: ['Proceed to Payment', 'Cancel Payment'],
    });
  });

  it('failed transaction: retry or cancel', () => {
    expect(labels({ paymentStatus: 'pending', transactionStatus: 'failed' })).toEqual({
      message: undefined,
      buttons: ['Retry Payment', 'Cancel Payment'],
    });
    expect(labels({ paymentStatus: 'failed' }).buttons).toEqual(['Retry Payment', 'Cancel Payment']);
  });

  it('cancelled: a message and a new payment', () => {
    expect(labels({ paymentStatus: 'cancelled', transactionStatus: 'failed' })).toEqual({
      message: 'Payment has been cancelled',
      buttons: ['Start New Payment'],
    });
  });

  it('successful or paid: the transaction and its invoice', () => {
    const completed = {
      message: 'Payment has been completed for this submission',
      buttons: ['View Transaction', 'Download Invoice'],
    };
    expect(labels({ paymentStatus: 'successful' })).toEqual(completed);
    expect(labels({ paymentStatus: 'paid' })).toEqual(completed);
    expect(labels({ paymentStatus: 'pending', transactionStatus: 'successful' })).toEqual(completed);
  });

  it('refunded keeps the transaction and invoice; unknown states offer nothing', () => {
    expect(labels({ paymentStatus: 'refunded' })).toEqual({
      message: undefined,
      buttons: ['View Transaction', 'Download Invoice'],
    });
    expect(labels({ paymentStatus: undefined })).toEqual({ message: undefined, buttons: [] });
  });

  it('offers invoices for successful or refunded transactions only', () => {
    expect(canDownloadInvoice('successful')).toBe(true);
    expect(canDownloadInvoice('refunded')).toBe(true);
    expect(canDownloadInvoice('pending')).toBe(false);
    expect(canDownloadInvoice('failed')).toBe(false);
    expect(canDownloadInvoice(undefined)).toBe(false);
  });
});

describe('redirectAfterLogin', () => {
  it('returns to where the visitor came from', () => {
    expect(redirectAfterLogin('/service/gst-registration')).toBe('/service/gst-registration');
    expect(redirectAfterLogin('/search?q=gst#top')).toBe('/search?q=gst#top');
  });

  it('goes home without an origin or from a guest-only page', () => {
    expect(redirectAfterLogin(undefined)).toBe('/');
    expect(redirectAfterLogin('')).toBe('/');
    expect(redirectAfterLogin('/login')).toBe('/');
    expect(redirectAfterLogin('/login?redirect=/profile')).toBe('/');
    expect(redirectAfterLogin('/register/')).toBe('/');
    expect(redirectAfterLogin('/two-factor')).toBe('/');
    expect(redirectAfterLogin('/forgot-password')).toBe('/');
    expect(redirectAfterLogin('/reset-password?token=t&email=e')).toBe('/');
  });

  it('never leaves the site', () => {
    expect(redirectAfterLogin('https://evil.example/')).toBe('/');
    expect(redirectAfterLogin('//evil.example/')).toBe('/');
    expect(redirectAfterLogin('/\\evil.example/')).toBe('/');
    expect(redirectAfterLogin('profile')).toBe('/');
    expect(redirectAfterLogin('/pro\nfile')).toBe('/');
  });

  it('knows the guest-only pages', () => {
    expect(isGuestOnlyPath('/Login')).toBe(true);
    expect(isGuestOnlyPath('/profile')).toBe(false);
    expect(isGuestOnlyPath('/')).toBe(false);
  });
});

describe('loginRedirectUrl', () => {
  it('carries the encoded path and query', () => {
    expect(loginRedirectUrl('/service/gst-registration')).toBe('/login?redirect=/service/gst-registration');
    expect(loginRedirectUrl('/search?q=a b&x=1')).toBe('/login?redirect=/search%3Fq%3Da%20b%26x%3D1');
    const url = new URL(loginRedirectUrl('/search?q=a b&x=1'), 'https://startwise.in');
    expect(url.searchParams.get('redirect')).toBe('/search?q=a b&x=1');
  });
});
