import { describe, expect, it } from 'vitest';
import { expectedCompletion, isOverdue } from '../../src/rules/index.js';

describe('expectedCompletion', () => {
  // 2026-03-02 is a Monday.
  it('counts working days after the payment day', () => {
    expect(expectedCompletion(new Date('2026-03-02T06:00:00Z'), 1)).toBe('2026-03-03');
    expect(expectedCompletion(new Date('2026-03-02T06:00:00Z'), 4)).toBe('2026-03-06');
  });

  it('skips Saturdays and Sundays', () => {
    expect(expectedCompletion(new Date('2026-03-02T06:00:00Z'), 5)).toBe('2026-03-09');
    expect(expectedCompletion(new Date('2026-03-06T06:00:00Z'), 1)).toBe('2026-03-09'); // Friday
    expect(expectedCompletion(new Date('2026-03-07T06:00:00Z'), 1)).toBe('2026-03-09'); // Saturday
    expect(expectedCompletion(new Date('2026-03-08T06:00:00Z'), 1)).toBe('2026-03-09'); // Sunday
  });

  it('three weeks of work for a 15-day turnaround', () => {
    expect(expectedCompletion(new Date('2026-03-02T06:00:00Z'), 15)).toBe('2026-03-23');
  });

  it("starts from India's date: late on Friday in UTC is already Saturday in India", () => {
    expect(expectedCompletion(new Date('2026-03-06T17:00:00Z'), 1)).toBe('2026-03-09');
    expect(expectedCompletion(new Date('2026-03-06T19:00:00Z'), 1)).toBe('2026-03-09');
    expect(expectedCompletion(new Date('2026-03-05T19:00:00Z'), 1)).toBe('2026-03-09'); // Friday in India
    expect(expectedCompletion(new Date('2026-03-05T18:00:00Z'), 1)).toBe('2026-03-06'); // still Thursday
  });

  it('crosses months and years', () => {
    expect(expectedCompletion(new Date('2026-12-30T06:00:00Z'), 3)).toBe('2027-01-04');
  });

  it('does not count the holidays it is given: a due date across Republic Day moves a day later', () => {
    const republicDay = new Set(['2026-01-26']); // a Monday
    const paidThursday = new Date('2026-01-22T06:00:00Z');
    expect(expectedCompletion(paidThursday, 3)).toBe('2026-01-27');
    expect(expectedCompletion(paidThursday, 3, republicDay)).toBe('2026-01-28');
  });

  it('moves past a holiday the team added, and ignores one on a weekend', () => {
    const added = new Set(['2026-03-04', '2026-03-07']); // a Wednesday, and a Saturday
    expect(expectedCompletion(new Date('2026-03-02T06:00:00Z'), 15, added)).toBe('2026-03-24');
  });

  it('refuses a turnaround that is not a positive whole number of days', () => {
    expect(() => expectedCompletion(new Date(), 0)).toThrow(RangeError);
    expect(() => expectedCompletion(new Date(), 1.5)).toThrow(RangeError);
  });
});

describe('isOverdue', () => {
  const open = { expectedBy: '2026-03-09', status: 'processing', paymentStatus: 'paid' };

  it('only after the due day has ended in India', () => {
    expect(isOverdue(open, new Date('2026-03-09T18:29:59Z'))).toBe(false);
    expect(isOverdue(open, new Date('2026-03-09T18:30:00Z'))).toBe(true);
  });

  it('never for finished, unpaid or refunded work', () => {
    const late = new Date('2026-04-01T06:00:00Z');
    expect(isOverdue(open, late)).toBe(true);
    expect(isOverdue({ ...open, status: 'completed' }, late)).toBe(false);
    expect(isOverdue({ ...open, status: 'rejected' }, late)).toBe(false);
    expect(isOverdue({ ...open, paymentStatus: 'refunded' }, late)).toBe(false);
    expect(isOverdue({ ...open, expectedBy: null, paymentStatus: 'pending' }, late)).toBe(false);
  });
});
