import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prefixQueryText, searchTerms } from '../src/modules/search/search-terms.js';
import type { Pagination, ServiceSummary } from '../src/platform/http/contract-types.js';
import { call, loadCatalogFixture } from './fixtures/catalog-fixture.js';
import { drivers, startTestServer, type TestServer } from './support/test-server.js';

type SearchBody = {
  success: boolean;
  message?: string;
  data: { services: ServiceSummary[]; totalResults: number; pagination: Pagination };
};

const TITLED_REGISTRATIONS = [
  'copyright-registration',
  'gst-registration',
  'llp-registration',
  'opc-registration',
  'partnership-firm-registration',
  'private-limited-company-registration',
  'section-8-company-registration',
  'trademark-registration',
];

describe('search terms', () => {
  it('keeps only lowercased, accent-free letters and digits, so typed text cannot act as tsquery syntax', () => {
    const terms = searchTerms(`  Café's GST & | ! <-> :* ')--  `);
    expect(terms.words).toEqual(['cafe', 's', 'gst']);
    expect(prefixQueryText(terms.words)).toBe("'cafe' & 's' & 'gst':*");
    expect(searchTerms('!!! ??? %%%').words).toEqual([]);
  });

  it('notices web-search syntax (phrases, exclusions, or) but not a hyphen inside a word', () => {
    expect(searchTerms('"gst return"').usesWebSearchSyntax).toBe(true);
    expect(searchTerms('gst -return').usesWebSearchSyntax).toBe(true);
    expect(searchTerms('gst or llp').usesWebSearchSyntax).toBe(true);
    expect(searchTerms('e-commerce website').usesWebSearchSyntax).toBe(false);
  });
});

describe.each(drivers)('search on %s', (driver) => {
  let server: TestServer;
  const search = async (query: string, extra = '') => {
    const { status, body } = await call<SearchBody>(
      server.baseUrl,
      `/public/services/search/services?query=${encodeURIComponent(query)}${extra}`,
    );
    return { status, body, slugs: status === 200 ? body.data.services.map((service) => service.slug) : [] };
  };

  beforeAll(async () => {
    server = await startTestServer(driver);
    await loadCatalogFixture(server.database.db);
  });
  afterAll(() => server.close());

  it('finds a service by a word prefix while the customer is still typing', async () => {
    const { slugs } = await search('trade');
    expect(slugs.slice(0, 2).sort()).toEqual(['trademark-objection-reply', 'trademark-registration']);
    expect((await search('gst reg')).slugs).toEqual(['gst-registration']);
  });

  it('puts title matches first, then the rest by rank, with pagination and totalResults', async () => {
    const { status, body, slugs } = await search('registration');
    expect(status).toBe(200);
    expect(slugs.slice(0, 8).sort()).toEqual(TITLED_REGISTRATIONS);
    // Only its description mentions registration.
    expect(slugs[8]).toBe('trademark-objection-reply');
    expect(body.data.totalResults).toBe(9);
    expect(body.data.pagination).toEqual({ total: 9, page: 1, limit: 10, pages: 1 });
  });

  it('matches the meta description too', async () => {
    expect((await search('registry')).slugs).toEqual(['trademark-registration']);
  });

  it('tolerates one typo per word', async () => {
    expect((await search('trademrk')).slugs.slice(0, 2).sort()).toEqual([
      'trademark-objection-reply',
      'trademark-registration',
    ]);
    const registrations = await search('registraion');
    expect(registrations.slugs.slice(0, 8).sort()).toEqual(TITLED_REGISTRATIONS);
    expect((await search('trademrk registraion')).slugs[0]).toBe('trademark-registration');
  });

  it('ignores case and accents, both in the query and in the catalog', async () => {
    const expected = (await search('trademark')).slugs;
    expect(expected.length).toBeGreaterThan(0);
    expect((await search('TRADEMARK')).slugs).toEqual(expected);
    expect((await search('TradeMark')).slugs).toEqual(expected);
    for (const query of ['cafe', 'café', 'CAFÉ', 'Cafè licence']) {
      expect((await search(query)).slugs, query).toEqual(['fssai-cafe-licence']);
    }
    expect((await search('régistration')).slugs.slice(0, 8).sort()).toEqual(TITLED_REGISTRATIONS);
  });

  it('finds acronyms whole (GST, LLP, OPC), their own service first', async () => {
    expect((await search('GST')).slugs.sort()).toEqual(['gst-registration', 'gst-return-filing']);
    expect((await search('LLP')).slugs[0]).toBe('llp-registration');
    expect((await search('opc')).slugs[0]).toBe('opc-registration');
  });

  it('understands web-search syntax: quoted phrases and exclusions', async () => {
    expect((await search('"gst return"')).slugs).toEqual(['gst-return-filing']);
    expect((await search('gst -return')).slugs).toEqual(['gst-registration']);
  });

  it('answers a query of only symbols or whitespace with an empty result, never an error', async () => {
    for (const query of ['!!!', '   ', '%', '"', '& | ! <-> :*', '-', "'", '"\u0001"', '\u001f']) {
      const { status, body } = await search(query);
      expect(status, query).toBe(200);
      expect(body.data).toEqual({
        services: [],
        totalResults: 0,
        pagination: { total: 0, page: 1, limit: 10, pages: 0 },
      });
    }
  });

  it('treats SQL and tsquery syntax as plain words', async () => {
    const { status } = await search("'; drop table services; --");
    expect(status).toBe(200);
    expect((await search('gst & | ! <-> :*')).slugs.sort()).toEqual(['gst-registration', 'gst-return-filing']);
    expect((await search('"gst\u0001return"')).slugs).toEqual(['gst-return-filing']);
    // NUL is no text PostgreSQL can store: the contract refuses it in any request, a search included.
    expect((await search('"gst\u0000return"')).status).toBe(400);
    expect((await search('registration')).body.data.totalResults).toBe(9);
  });

  it('never returns an inactive service, even by typo', async () => {
    expect((await search('dormant')).slugs).toEqual([]);
    expect((await search('dormnt')).slugs).toEqual([]);
  });

  it('pages stably: no duplicates or gaps between pages, and pages past the end are refused', async () => {
    const everything = (await search('registration', '&limit=50')).slugs;
    const pages = [];
    for (let page = 1; page <= 5; page += 1) pages.push(await search('registration', `&page=${page}&limit=2`));
    expect(pages.map(({ slugs }) => slugs.length)).toEqual([2, 2, 2, 2, 1]);
    expect(pages.flatMap(({ slugs }) => slugs)).toEqual(everything);
    expect(pages[4]?.body.data.pagination).toEqual({ total: 9, page: 5, limit: 2, pages: 5 });

    const pastEnd = await search('registration', '&page=6&limit=2');
    expect(pastEnd.status).toBe(400);
    expect(pastEnd.body.message).toBe('Page 6 does not exist: pages run from 1 to 5');
    expect((await search('no-such-words-anywhere', '&page=2')).status).toBe(400);
    expect((await search('registration', '&page=99999999999999999999')).status).toBe(400);
  });

  it('pages a typo-tolerant result too', async () => {
    const first = await search('registraion', '&limit=5');
    const second = await search('registraion', '&page=2&limit=5');
    expect(second.status).toBe(200);
    expect(new Set([...first.slugs, ...second.slugs]).size).toBe(first.slugs.length + second.slugs.length);
    expect(first.body.data.pagination.total).toBe(second.body.data.pagination.total);
  });

  it('serves the header quick search with limit=5', async () => {
    const { body } = await search('registration', '&limit=5');
    expect(body.data.services).toHaveLength(5);
    expect(body.data.pagination).toEqual({ total: 9, page: 1, limit: 5, pages: 2 });
  });

  it('refuses a missing or empty query, an over-long query and bad paging values', async () => {
    const base = `${server.baseUrl}/api/public/services/search/services`;
    for (const query of ['', '?query=', `?query=${'a'.repeat(201)}`, '?query=gst&limit=0', '?query=gst&limit=x']) {
      const response = await fetch(`${base}${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ success: false });
    }
  });
});
