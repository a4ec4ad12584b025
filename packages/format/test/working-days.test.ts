import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay } from '../src/index.js';

// India's Republic Day, 26 January, was a Monday in 2026.
const REPUBLIC_DAY = new Set(['2026-01-26']);

describe('working days in India', () => {
  it('skips weekends and the holidays it is given', () => {
    expect(isWorkingDay('2026-01-23')).toBe(true); // Friday
    expect(isWorkingDay('2026-01-24')).toBe(false); // Saturday
    expect(isWorkingDay('2026-01-26')).toBe(true);
    expect(isWorkingDay('2026-01-26', REPUBLIC_DAY)).toBe(false);
  });

  it('never counts the start date, and moves past a holiday that follows a weekend', () => {
    expect(addWorkingDays('2026-01-23', 1)).toBe('2026-01-26');
    expect(addWorkingDays('2026-01-23', 1, REPUBLIC_DAY)).toBe('2026-01-27');
    expect(addWorkingDays('2026-01-24', 1, REPUBLIC_DAY)).toBe('2026-01-27'); // from a Saturday
  });

  it('adds a day for each holiday within the span, and none for a holiday on a weekend', () => {
    const added = new Set(['2026-03-04', '2026-03-07']); // a Wednesday, and a Saturday
    expect(addWorkingDays('2026-03-02', 5)).toBe('2026-03-09');
    expect(addWorkingDays('2026-03-02', 5, added)).toBe('2026-03-10');
  });

  it('crosses months, years and leap days on the calendar, whatever the runtime’s zone', () => {
    expect(addWorkingDays('2026-12-30', 3)).toBe('2027-01-04');
    expect(addWorkingDays('2028-02-28', 2)).toBe('2028-03-01');
  });

  it('refuses a count that is not a positive whole number of days', () => {
    expect(() => addWorkingDays('2026-03-02', 0)).toThrow(RangeError);
    expect(() => addWorkingDays('2026-03-02', 1.5)).toThrow(RangeError);
  });
});
