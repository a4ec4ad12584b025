import { describe, expect, it } from 'vitest';
import { queueHref } from '../src/pages/dashboard/queue-link';
import { queueQuery, readQueueView } from '../src/pages/queue/queue-search';

const link = (query: Record<string, string>) => ({ list: 'submissions' as const, query });

/** What the queue asks the server for when opened at `href`. */
const askedAt = (href: string) => queueQuery(readQueueView(new URL(href, 'http://backoffice').searchParams), undefined);

describe("a dashboard figure's link", () => {
  it('opens the queue with the same filters the figure was counted with', () => {
    const figures: Record<string, string>[] = [
      { status: 'pending', paymentStatus: 'paid' },
      { overdue: 'true' },
      { service: 'gst-registration', paidFrom: '2026-10-31T18:30:00.000Z', paidTo: '2026-11-30T18:30:00.000Z' },
      { paidFrom: '2026-11-17T18:30:00.000Z', paidTo: '2026-11-18T18:30:00.000Z' },
    ];
    for (const query of figures) {
      const { page, limit, sort, overdue, ...asked } = askedAt(queueHref(link(query)));
      expect({ ...asked, ...(overdue === undefined ? {} : { overdue: String(overdue) }) }).toEqual(query);
      expect({ page, limit, sort }).toEqual({ page: 1, limit: 20, sort: 'priority' });
    }
  });

  it('writes the queue’s own readable address: India’s dates, the last day included', () => {
    expect(queueHref(link({ paidFrom: '2026-11-17T18:30:00.000Z', paidTo: '2026-11-18T18:30:00.000Z' }))).toBe(
      '/submissions?paidFrom=2026-11-18&paidTo=2026-11-18&view=all',
    );
    expect(queueHref(link({ status: 'completed' }))).toBe('/submissions?status=completed&view=all');
    expect(queueHref(link({}))).toBe('/submissions?view=all');
  });

  it('fails loudly for a filter the queue does not have, rather than listing more than the figure counts', () => {
    expect(() => queueHref(link({ assignee: 'someone' }))).toThrow(/no filter for the dashboard's 'assignee'/);
  });
});
