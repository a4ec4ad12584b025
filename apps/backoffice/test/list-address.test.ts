import { describe, expect, it } from 'vitest';
import { activeCount, readFilters, readPage, writeListAddress } from '../src/lists/list-address';
import { inboxQuery } from '../src/pages/inbox/inbox-search';
import { subscriberQuery } from '../src/pages/newsletter/newsletter-search';

const ME = '5b0c7f0e-2f47-4f49-9d8e-3d6b8a1f2c10';
const OTHER = '0d4c1a4e-8a55-4c1b-9c63-2a7f4f1d9b21';
const KEYS = ['q', 'status', 'read', 'assignee'] as const;
const params = (search: string) => new URLSearchParams(search);

describe("a list's address", () => {
  it('reads its own filters (trimmed, empty ones left out) and the page, and writes them back', () => {
    const address = params('q=%20gst%20&status=open&read=&sort=newest&page=3&unknown=1');
    const filters = readFilters(address, KEYS);
    expect(filters).toEqual({ q: 'gst', status: 'open' });
    expect(readPage(address)).toBe(3);
    expect(activeCount(KEYS, filters)).toBe(2);
    expect(writeListAddress(KEYS, filters, 3, { sort: 'newest' }).toString()).toBe(
      'q=gst&status=open&sort=newest&page=3',
    );
    expect(writeListAddress(KEYS, {}, 1).toString()).toBe('');
  });

  it('takes the first page for a page it does not understand', () => {
    for (const page of ['0', '-2', '2.5', 'two', '']) expect(readPage(params(`page=${page}`))).toBe(1);
  });
});

describe("the inbox's API query", () => {
  it('asks for exactly the filters: read as a boolean, "mine" as the member\'s id, "none" as nobody', () => {
    const filters = readFilters(params('q=refund&status=closed&read=unread&assignee=mine'), KEYS);
    expect(inboxQuery(filters, 2, ME)).toEqual({
      q: 'refund',
      status: 'closed',
      read: false,
      assignee: ME,
      page: 2,
      limit: 20,
    });
    expect(inboxQuery({ read: 'read', assignee: 'none' }, 1, ME)).toMatchObject({ read: true, assignee: 'none' });
    expect(inboxQuery({ assignee: OTHER }, 1, ME)).toMatchObject({ assignee: OTHER });
  });

  it('leaves out what the contract would refuse (a hand-edited address)', () => {
    expect(inboxQuery({ status: 'archived', read: 'maybe', assignee: 'bob', q: 'x'.repeat(150) }, 1, ME)).toEqual({
      q: 'x'.repeat(100),
      page: 1,
      limit: 20,
    });
    expect(inboxQuery({ assignee: 'mine' }, 1, undefined)).toEqual({ page: 1, limit: 20 });
  });
});

describe("the newsletter list's API query", () => {
  it('asks for the search and a known status only', () => {
    expect(subscriberQuery({ q: 'gmail', status: 'unsubscribed' }, 2)).toEqual({
      q: 'gmail',
      status: 'unsubscribed',
      page: 2,
      limit: 50,
    });
    expect(subscriberQuery({ status: 'bounced' }, 1)).toEqual({ page: 1, limit: 50 });
  });
});
