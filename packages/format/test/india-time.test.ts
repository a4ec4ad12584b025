import { describe, expect, it } from 'vitest';
import {
  endOfIndianDay,
  indiaDate,
  indiaDay,
  indiaMonth,
  indiaTimestamp,
  isCalendarDate,
  startOfIndianDay,
} from '../src/index.js';

const at = (iso: string) => new Date(iso);
const period = (from: string, to: string) => ({ from: at(from), to: at(to) });

describe('days and months in India (UTC+05:30)', () => {
  it('starts the day at 18:30 UTC the evening before', () => {
    expect(indiaDay(at('2026-03-31T18:29:59.999Z'))).toEqual(
      period('2026-03-30T18:30:00.000Z', '2026-03-31T18:30:00.000Z'),
    );
    expect(indiaDay(at('2026-03-31T18:30:00.000Z'))).toEqual(
      period('2026-03-31T18:30:00.000Z', '2026-04-01T18:30:00.000Z'),
    );
    expect(indiaDate(at('2026-03-31T18:29:59.999Z'))).toBe('2026-03-31');
    expect(indiaDate(at('2026-03-31T18:30:00.000Z'))).toBe('2026-04-01');
  });

  it('rolls months and years over at India’s midnight, whatever the month’s length', () => {
    expect(indiaMonth(at('2026-03-31T18:29:59.999Z'))).toEqual(
      period('2026-02-28T18:30:00.000Z', '2026-03-31T18:30:00.000Z'),
    );
    expect(indiaMonth(at('2026-03-31T18:30:00.000Z'))).toEqual(
      period('2026-03-31T18:30:00.000Z', '2026-04-30T18:30:00.000Z'),
    );
    expect(indiaMonth(at('2026-12-31T20:00:00.000Z'))).toEqual(
      period('2026-12-31T18:30:00.000Z', '2027-01-31T18:30:00.000Z'),
    );
    expect(indiaMonth(at('2028-02-15T00:00:00.000Z'))).toEqual(
      period('2028-01-31T18:30:00.000Z', '2028-02-29T18:30:00.000Z'),
    );
  });
});

describe('instants and calendar dates in India', () => {
  it('writes an instant with India’s offset', () => {
    expect(indiaTimestamp(at('2026-11-25T15:05:50.123Z'))).toBe('2026-11-25T20:35:50.123+05:30');
  });

  it('turns a date filter into the instants of India’s whole day, and ignores what is not a date', () => {
    expect(startOfIndianDay('2026-04-01')).toBe('2026-03-31T18:30:00.000Z');
    expect(endOfIndianDay('2026-04-01')).toBe('2026-04-01T18:30:00.000Z');
    expect(endOfIndianDay('2026-12-31')).toBe('2026-12-31T18:30:00.000Z');
    expect(startOfIndianDay('2026-02-30')).toBeUndefined();
    expect(startOfIndianDay('yesterday')).toBeUndefined();
    expect(endOfIndianDay(null)).toBeUndefined();
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });
});
