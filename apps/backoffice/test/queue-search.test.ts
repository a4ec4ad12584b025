import { describe, expect, it } from 'vitest';
import { activeFilterCount, queueQuery, readQueueView, writeQueueView } from '../src/pages/queue/queue-search';
import { sortingOf, sortOf } from '../src/pages/queue/queue-sorting';

const ME = '5b0c7f0e-2f47-4f49-9d8e-3d6b8a1f2c10';
const view = (search: string) => readQueueView(new URLSearchParams(search));

describe("the queue's address", () => {
  it('reads filters, order and page, and writes them back leaving defaults out', () => {
    const read = view('status=processing&q=%20asha%20&overdue=true&sort=due&page=3&unknown=1');
    expect(read).toEqual({
      scope: 'open',
      filters: { status: 'processing', q: 'asha', overdue: 'true' },
      sort: 'due',
      page: 3,
    });
    expect(writeQueueView(read).toString()).toBe('q=asha&status=processing&overdue=true&sort=due&page=3');
    expect(writeQueueView(view('sort=priority&page=1')).toString()).toBe('');
    expect(writeQueueView(view('view=completed&sort=newest')).toString()).toBe('view=completed');
  });

  it('opens on open work, most urgent first; finished views list the newest first', () => {
    expect(view('')).toEqual({ scope: 'open', filters: {}, sort: 'priority', page: 1 });
    expect(view('view=all')).toMatchObject({ scope: 'all', sort: 'priority' });
    expect(view('view=rejected')).toMatchObject({ scope: 'rejected', sort: 'newest' });
    expect(queueQuery(view(''), ME)).toEqual({ view: 'open', sort: 'priority', page: 1, limit: 20 });
    // A finished view is its status; open work is paid, so it takes no payment or finished status filter.
    expect(queueQuery(view('view=completed&status=pending'), ME)).toMatchObject({ status: 'completed' });
    expect(queueQuery(view('status=completed&payment=refunded'), ME)).toEqual({
      view: 'open',
      sort: 'priority',
      page: 1,
      limit: 20,
    });
  });

  it('falls back to the default order and the first page for values it does not know', () => {
    expect(view('view=mine&sort=cheapest&page=-2')).toEqual({ scope: 'open', filters: {}, sort: 'priority', page: 1 });
    expect(view('page=2.5').page).toBe(1);
  });

  it('counts the filters that are on (the search is one)', () => {
    expect(activeFilterCount(view('q=gst&status=pending&sort=newest&page=2'))).toBe(2);
  });
});

describe('the API query of a view', () => {
  it('asks for exactly the filters, with India’s whole days and "mine" as the member’s id', () => {
    const query = queueQuery(
      view(
        'view=all&q=9845012345&status=pending&payment=paid&service=gst-registration&category=gst-tax&assignee=mine&overdue=true&from=2026-11-01&to=2026-11-30&sort=price-low&page=2',
      ),
      ME,
    );
    expect(query).toEqual({
      q: '9845012345',
      status: 'pending',
      paymentStatus: 'paid',
      service: 'gst-registration',
      category: 'gst-tax',
      assignee: ME,
      overdue: true,
      from: '2026-10-31T18:30:00.000Z',
      to: '2026-11-30T18:30:00.000Z',
      sort: 'price-low',
      page: 2,
      limit: 20,
    });
  });

  it('asks for the paid dates as India’s whole days (the dashboard’s links)', () => {
    expect(queueQuery(view('view=all&paidFrom=2026-11-18&paidTo=2026-11-18'), ME)).toEqual({
      paidFrom: '2026-11-17T18:30:00.000Z',
      paidTo: '2026-11-18T18:30:00.000Z',
      sort: 'priority',
      page: 1,
      limit: 20,
    });
  });

  it('leaves out what the contract would refuse (a hand-edited address) instead of failing the page', () => {
    expect(
      queueQuery(
        view(
          'view=all&status=archived&payment=maybe&service=Not%20A%20Slug&assignee=someone&from=2026-13-45&overdue=yes',
        ),
        ME,
      ),
    ).toEqual({ page: 1, limit: 20, sort: 'priority' });
  });

  it('asks for nobody\'s work when "mine" is asked before the member is known', () => {
    expect(queueQuery(view('assignee=mine'), undefined)).not.toHaveProperty('assignee');
  });
});

describe("the table's sorting and the server's order", () => {
  it.each(['priority', 'due', 'newest', 'oldest', 'price-high', 'price-low'] as const)('round-trips %s', (sort) => {
    expect(sortOf(sortingOf(sort), 'priority')).toBe(sort);
  });

  it('turns an order the server does not offer (latest due first) back into the view’s default', () => {
    expect(sortOf([{ id: 'due', desc: true }], 'priority')).toBe('priority');
    expect(sortOf([{ id: 'customer', desc: false }], 'newest')).toBe('newest');
  });
});
