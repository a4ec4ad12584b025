import { describe, expect, it } from 'vitest';
import {
  acknowledgementProblem,
  cinProblem,
  dinProblem,
  gstinProblem,
  llpinProblem,
  reminderStepFor,
  tanProblem,
  trademarkClassProblem,
} from '../../src/compliance/index.js';

describe('company identifiers', () => {
  it('accepts the real formats and explains a wrong one', () => {
    expect(cinProblem('U62010MH2026PTC123456')).toBeUndefined();
    expect(cinProblem('U62010MH2026PTC12345')).toBe('Enter the 21-character CIN from the certificate of incorporation');
    expect(llpinProblem('aab-1234')).toBeUndefined();
    expect(llpinProblem('AAB1234')).toMatch(/three letters/);
    expect(tanProblem('MUMA12345B')).toBeUndefined();
    expect(tanProblem('MUM12345B')).toMatch(/TAN/);
    expect(dinProblem('01234567')).toBeUndefined();
    expect(dinProblem('1234567')).toMatch(/eight-digit/);
    expect(trademarkClassProblem(45)).toBeUndefined();
    expect(trademarkClassProblem(46)).toBe('Choose a class from 1 to 45');
    expect(acknowledgementProblem('AB1234567')).toBeUndefined();
    expect(acknowledgementProblem('x')).toMatch(/SRN or ARN/);
  });

  it('checks a GSTIN’s check digit, not only its shape', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeUndefined();
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('Enter a valid 15-character GSTIN');
  });
});

describe('reminder steps', () => {
  it('sends 15, 7 and 1 days before and once overdue, the most urgent one first', () => {
    expect([30, 16, 15, 8, 7, 2, 1, 0, -1].map(reminderStepFor)).toEqual([
      undefined,
      undefined,
      '15-days',
      '15-days',
      '7-days',
      '7-days',
      '1-day',
      '1-day',
      'overdue',
    ]);
  });
});
