import { describe, expect, it } from 'vitest';
import { MRP_BELOW_PRICE, mrpProblem, slugFromTitle, slugProblem } from '../../src/rules/catalog-entry.js';

describe('catalog entry rules', () => {
  it('accepts an mrp at or above the price and refuses one below it', () => {
    expect(mrpProblem(14999, 19999)).toBeUndefined();
    expect(mrpProblem(14999, 14999)).toBeUndefined();
    expect(mrpProblem(14999, 14998)).toBe(MRP_BELOW_PRICE);
  });

  it("checks a slug's shape like the contract, and a service's reserved words", () => {
    expect(slugProblem('gst-registration', 'service')).toBeUndefined();
    expect(slugProblem('', 'service')).toBe('Please enter a slug');
    for (const bad of ['GST', 'gst--registration', '-gst', 'gst-', 'gst registration', 'gst_reg']) {
      expect(slugProblem(bad, 'category')).toMatch(/lowercase letters and digits/);
    }
    expect(slugProblem('a'.repeat(121), 'category')).toBe('Use at most 120 characters');
    expect(slugProblem('search', 'service')).toBe('"search" is reserved by the API\'s paths');
    expect(slugProblem('search', 'category')).toBeUndefined();
  });

  it('makes a valid slug from a title', () => {
    expect(slugFromTitle('GST & Tax Filing')).toBe('gst-tax-filing');
    expect(slugFromTitle('  Café Licence (FSSAI)  ')).toBe('cafe-licence-fssai');
    expect(slugProblem(slugFromTitle(`${'Word '.repeat(40)}`), 'service')).toBeUndefined();
  });
});
