import { describe, expect, it } from 'vitest';
import { dateFormats } from '../src/index.js';

const customer = dateFormats('customer');
const staff = dateFormats('staff');

describe('dates as people in India read them', () => {
  it('shows an instant on India’s clock, so 20:00 UTC is already the next day', () => {
    expect(customer.formatDay('2026-12-02T20:00:00Z')).toBe('3 Dec 2026');
    expect(staff.formatDay('2026-12-02T20:00:00Z')).toBe('03 Dec 2026');
    expect(customer.formatDayAndTime('2026-11-21T15:35:00Z')).toBe('21 Nov 2026, 9:05 pm');
    expect(staff.formatDayAndTime('2026-12-02T20:00:00Z')).toBe('03 Dec 2026, 1:30 am');
  });

  it('shows a calendar date as that very day', () => {
    expect(customer.formatCalendarDate('2026-12-03')).toBe('3 Dec 2026');
    expect(staff.formatCalendarDate('2026-09-01')).toBe('01 Sep 2026');
  });

  it('shows a date and time typed in a form as typed, whatever the zone', () => {
    expect(customer.formatWallClock('2026-12-01T10:30')).toBe('1 Dec 2026, 10:30 am');
  });
});
