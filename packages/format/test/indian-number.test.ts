import { describe, expect, it } from 'vitest';
import { formatIndianInteger, formatPaise, formatRupees } from '../src/index.js';

const intlNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

// Amounts from a counter's first frame to a large company's fee, including every grouping boundary.
const AMOUNTS = [0, 7, 98, 500, 999, 1000, 1250, 7999, 9999, 10000, 99999, 100000, 149999, 999999, 1000000, 12345678];

describe('Indian digit grouping, as Intl en-IN writes it', () => {
  it.each(AMOUNTS)('groups %i like Intl', (amount) => {
    expect(formatIndianInteger(amount)).toBe(intlNumber.format(amount));
    expect(formatRupees(amount)).toBe(intlRupees.format(amount));
  });

  it('groups lakhs and crores in twos after the first thousand', () => {
    expect(formatIndianInteger(149999)).toBe('1,49,999');
    expect(formatIndianInteger(123456789)).toBe('12,34,56,789');
    expect(formatRupees(149999)).toBe('₹1,49,999');
  });

  it('rounds to whole numbers and keeps the sign, like Intl', () => {
    for (const amount of [0.4, 1249.5, 2.5, -1500, -0.2, -149999]) {
      expect(formatIndianInteger(amount)).toBe(intlNumber.format(amount).replace('-0', '0'));
    }
    expect(formatRupees(-1500)).toBe(intlRupees.format(-1500));
  });
});

describe('paise on tax documents', () => {
  const intlTwoDecimals = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it.each([0, 1, 99, 100, 12_345, 14_999_950, 1_23_45_678_90, -150, -5])('writes %i paise like Intl', (paise) => {
    const intl = intlTwoDecimals.format(Math.abs(paise) / 100);
    expect(formatPaise(paise)).toBe(paise < 0 ? `-₹${intl}` : `₹${intl}`);
  });
});

describe('formatRupees', () => {
  it('uses Indian grouping, the rupee sign and no decimals', () => {
    expect(formatRupees(149999)).toBe('₹1,49,999');
    expect(formatRupees(14999)).toBe('₹14,999');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(0)).toBe('₹0');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000');
  });
});
