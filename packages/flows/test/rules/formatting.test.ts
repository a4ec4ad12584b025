import { describe, expect, it } from 'vitest';
import {
  cardDescription,
  creditNoteDownloadLabel,
  discountPercent,
  formatFileSize,
  paymentBadge,
  refundNotice,
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

  it('shows a completed payment with money refunded as partly refunded, and only a completed one', () => {
    expect(paymentBadge('successful', 5000)).toEqual({ label: 'partly refunded', tone: 'info' });
    expect(paymentBadge('paid', 0.5)).toEqual({ label: 'partly refunded', tone: 'info' });
    expect(paymentBadge('successful', 0)).toEqual({ label: 'Completed', tone: 'positive' });
    expect(paymentBadge('refunded', 14999)).toEqual({ label: 'refunded', tone: 'info' });
    expect(paymentBadge('pending', 100)).toEqual({ label: 'pending', tone: 'caution' });
  });
});

describe('refundNotice', () => {
  const money = (rupees: number) => `Rs ${rupees}`;
  it('says how much of the payment was refunded, and nothing when nothing was', () => {
    expect(refundNotice({ amount: 14999, refundedAmount: 0 }, money)).toBeUndefined();
    expect(refundNotice({ amount: 14999, refundedAmount: 5000 }, money)).toBe(
      'Rs 5000 of your payment of Rs 14999 has been refunded.',
    );
    expect(refundNotice({ amount: 14999, refundedAmount: 14999 }, money)).toBe(
      'Your payment of Rs 14999 has been refunded in full.',
    );
  });

  it('names each credit note’s button by its number once there are several', () => {
    expect(creditNoteDownloadLabel('CN/2026-27/00007', 1)).toBe('Download Credit Note');
    expect(creditNoteDownloadLabel('CN/2026-27/00007', 2)).toBe('Download Credit Note CN/2026-27/00007');
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
