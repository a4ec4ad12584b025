import { describe, expect, it } from 'vitest';
import {
  cardDescription,
  discountPercent,
  formatFileSize,
  paymentBadge,
  SERVICE_DESCRIPTION_FALLBACK,
} from '../../src/rules/index.js';

describe('discountPercent', () => {
  it('floors the saving against mrp for a discountable service', () => {
    expect(discountPercent(14999, 19999, true)).toBe(25);
    expect(discountPercent(71, 100, true)).toBe(29);
    expect(discountPercent(2, 3, true)).toBe(33);
  });

  it('is 0 when not discountable or not cheaper than mrp', () => {
    expect(discountPercent(14999, 19999, false)).toBe(0);
    expect(discountPercent(100, 100, true)).toBe(0);
    expect(discountPercent(120, 100, true)).toBe(0);
    expect(discountPercent(100, 0, true)).toBe(0);
    expect(discountPercent(100, undefined, true)).toBe(0);
  });
});

describe('formatFileSize', () => {
  it('shows whole KB below a megabyte', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(300)).toBe('1 KB');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(150 * 1024)).toBe('150 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
  });

  it('shows MB and GB with 2 decimals', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1.00 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5.00 MB');
    expect(formatFileSize(2.5 * 1024 * 1024)).toBe('2.50 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3.00 GB');
  });
});

describe('paymentBadge', () => {
  it('maps the known statuses', () => {
    expect(paymentBadge('paid')).toEqual({ label: 'Completed', tone: 'positive' });
    expect(paymentBadge('successful')).toEqual({ label: 'Completed', tone: 'positive' });
    expect(paymentBadge('failed')).toEqual({ label: 'failed', tone: 'critical' });
    expect(paymentBadge('pending')).toEqual({ label: 'pending', tone: 'caution' });
    expect(paymentBadge('refunded')).toEqual({ label: 'refunded', tone: 'info' });
    expect(paymentBadge('cancelled')).toEqual({ label: 'cancelled', tone: 'neutral' });
  });

  it('shows other values raw, and Unknown for none', () => {
    expect(paymentBadge('on_hold')).toEqual({ label: 'on_hold', tone: 'neutral' });
    expect(paymentBadge('')).toEqual({ label: 'Unknown', tone: 'neutral' });
    expect(paymentBadge(undefined)).toEqual({ label: 'Unknown', tone: 'neutral' });
    expect(paymentBadge(null)).toEqual({ label: 'Unknown', tone: 'neutral' });
  });
});

describe('cardDescription', () => {
  it("falls back to the store's sentence when a service has no meta description", () => {
    expect(cardDescription('')).toBe(SERVICE_DESCRIPTION_FALLBACK);
    expect(cardDescription('   ')).toBe('Professional service to help your business succeed');
    expect(cardDescription(null)).toBe(SERVICE_DESCRIPTION_FALLBACK);
    expect(cardDescription('Register your LLP online.')).toBe('Register your LLP online.');
  });
});
