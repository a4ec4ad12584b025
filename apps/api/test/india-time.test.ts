import { describe, expect, it } from 'vitest';
import { indiaDate, indiaDay, indiaMonth } from '../src/platform/system/india-time.js';

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
