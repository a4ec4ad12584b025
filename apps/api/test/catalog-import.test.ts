import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCatalogImport } from '../scripts/catalog-import-command.js';
import { checkCatalogFile } from '../src/modules/catalog/catalog-file.js';
import { importCatalog } from '../src/modules/catalog/import.js';
import { SEED_CATALOG_FILE, seedCatalogOnFirstStart } from '../src/modules/catalog/seed.js';
import { services as servicesTable } from '../src/modules/catalog/tables.js';
import { repoRoot } from '../src/platform/config.js';
import type { DatabaseHandle } from '../src/platform/db/database.js';
import type { CategoryWithServices, ServiceDetail, ServiceSummary } from '../src/platform/http/contract-types.js';
import { call, catalogFixture, loadCatalogFixture } from './fixtures/catalog-fixture.js';
import { drivers, openTestDatabase, startTestServer, type TestServer } from './support/test-server.js';

type Envelope<T> = { success: boolean; data: T };

/** The fixture with one mistake of each kind a catalog editor makes. */
function brokenCatalog() {
  const file = catalogFixture();
  const [first, second, third] = file.services as [
    (typeof file.services)[0],
    (typeof file.services)[0],
    (typeof file.services)[0],
  ];
  first.title = 'Renamed, but must not be written';
  file.services.push({ ...second, slug: 'brand-new-service', title: 'Brand New Service' });
  second.slug = 'opc-registration';
  second.price = 9000;
  second.mrp = 8000;
  third.categories = ['company-registration', 'no-such-category'];
  third.fields = [
    { name: 'fullName', label: 'Full name', type: 'text', required: true },
    { name: 'colour', label: 'Colour', type: 'colour' as 'text', required: true },
    { name: 'plan', label: 'Plan', type: 'dropdown', required: true },
    { name: 'age', label: 'Age', type: 'number', required: true, validations: { maxChars: 3 } },
  ];
  (file.services[4] as unknown as Record<string, unknown>).price = 'free';
  return file;
}

describe('catalog file validation', () => {
  it('lists every problem of a bad file with its JSON path', () => {
    const result = checkCatalogFile(brokenCatalog(), { knownCategories: [] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'services[2].fields[1].type: must be one of text, email, number, textarea, date, datetime, time, file, dropdown',
      'services[4].price: must be integer',
    ]);
  });

  it('checks meaning once the shape is right: duplicates, unknown categories, price above mrp, field rules', () => {
    const file = brokenCatalog();
    (file.services[2]?.fields[1] as { type: string }).type = 'text';
    (file.services[4] as { price: number }).price = 100;
    const result = checkCatalogFile(file, { knownCategories: [] });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      'services[2].slug: duplicate slug "opc-registration" (first at services[1].slug)',
      'services[1].price: must not exceed mrp (9000 > 8000)',
      'services[2].categories[1]: unknown category "no-such-category"',
      'services[2].fields[2].options: a dropdown needs options',
      'services[2].fields[3].validations.maxChars: only applies to text, textarea fields, not number',
    ]);
  });

  it('refuses NUL characters anywhere, which PostgreSQL cannot store', () => {
    const file = catalogFixture();
    (file.services[0] as { faqs: { q: string; a: string }[] }).faqs[0] = { q: 'Why?', a: 'Because\u0000' };
    const result = checkCatalogFile(file, { knownCategories: [] });
    expect(result.ok ? [] : result.errors).toEqual(['services[0].faqs[0].a: must not contain NUL characters']);
  });

  it('accepts the shipped seed catalog, whose thumbnails all exist', () => {
    const seed = JSON.parse(readFileSync(SEED_CATALOG_FILE, 'utf8'));
    const result = checkCatalogFile(seed, { knownCategories: [], mediaDir: join(repoRoot, 'apps/api/media') });
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('reports a thumbnail missing from the media folder', () => {
    const result = checkCatalogFile(catalogFixture(), {
      knownCategories: [],
      mediaDir: join(repoRoot, 'apps/api/media'),
    });
    expect(result.ok ? [] : result.errors).toContain(
      'services[10].thumbnail: no file "catalog/fssai-cafe-licence.svg" in the media folder',
    );
  });
});

describe.each(drivers)('catalog import on %s', (driver) => {
  let server: TestServer;
  const get = <T>(path: string) => call<Envelope<T>>(server.baseUrl, path);
  const active = async () => (await get<{ services: ServiceSummary[] }>('/public/services/active')).body.data.services;

  beforeAll(async () => {
    server = await startTestServer(driver);
  });
  afterAll(() => server.close());

  it('loads the shipped seed catalog on first start, and only then', async () => {
    const seeded = await seedCatalogOnFirstStart(server.database.db);
    expect(seeded).toMatchObject({ ok: true, categories: { created: 7, updated: 0 } });
    expect(await seedCatalogOnFirstStart(server.database.db)).toBeUndefined();

    const services = await active();
    expect(services.length).toBeGreaterThanOrEqual(40);
    const top = await get<{ categoriesWithServices: CategoryWithServices[] }>('/services/top-categories?limit=50');
    expect(top.body.data.categoriesWithServices.every((category) => category.count > 0)).toBe(true);
    expect(top.body.data.categoriesWithServices.map((category) => category.slug)).not.toContain('import-export');
  });

  it('writes nothing when any entry is bad', async () => {
    await loadCatalogFixture(server.database.db);
    const before = await active();
    const result = await importCatalog(server.database.db, brokenCatalog());
    expect(result.ok).toBe(false);
    expect(await active()).toEqual(before);
    expect((await get('/public/services/brand-new-service')).status).toBe(404);
  });

  it('is idempotent: a second import updates in place, keeping ids and links', async () => {
    const before = await get<{ service: ServiceDetail }>('/public/services/private-limited-company-registration');
    const again = await importCatalog(server.database.db, catalogFixture());
    expect(again).toEqual({
      ok: true,
      categories: { created: 0, updated: 6 },
      services: { created: 0, updated: 12 },
    });
    const after = await get<{ service: ServiceDetail }>('/public/services/private-limited-company-registration');
    expect(after.body).toEqual(before.body);
  });

  it('shows an import at once (the read cache is cleared) and replaces category links', async () => {
    expect((await get('/public/services/category/licences')).body).toMatchObject({ data: { totalResults: 1 } });
    const file = catalogFixture();
    const cafe = file.services.find((service) => service.slug === 'fssai-cafe-licence');
    if (!cafe) throw new Error('fixture changed');
    cafe.title = 'FSSAI Restaurant Licence';
    cafe.categories = ['gst-tax'];
    expect((await importCatalog(server.database.db, file)).ok).toBe(true);

    const { body } = await get<{ service: ServiceDetail }>('/public/services/fssai-cafe-licence');
    expect(body.data.service.title).toBe('FSSAI Restaurant Licence');
    expect(body.data.service.categories.map((category) => category.slug)).toEqual(['gst-tax']);
    expect((await get('/public/services/category/licences')).body).toMatchObject({ data: { totalResults: 0 } });
    const found = await get<{ services: ServiceSummary[] }>('/public/services/search/services?query=restaurant');
    expect(found.body.data.services.map((service) => service.slug)).toContain('fssai-cafe-licence');
  });
  it('returns at most 15 related services (spec 9) when more share a tag, and refuses a limit above 15', async () => {
    const services = await active();
    const [first, ...others] = services;
    expect(others.length).toBeGreaterThan(15);
    const request = {
      serviceId: first?._id,
      categories: [],
      tags: [...new Set(others.flatMap((service) => service.tags))].slice(0, 50),
    };
    const related = (body: unknown) =>
      call<Envelope<{ services: ServiceSummary[] }>>(server.baseUrl, '/public/services/related', body);
    expect((await related(request)).body.data.services).toHaveLength(15);
    expect((await related({ ...request, limit: 50 })).status).toBe(400);
  });
});

describe('npm run catalog:import', () => {
  const mediaDir = join(repoRoot, 'apps/api/media');
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
  });
  afterAll(() => database.close());

  async function runCommand(file: string) {
    const output: string[] = [];
    const errors: string[] = [];
    const code = await runCatalogImport([file], {
      // One database for the whole block; the command's own close must not end it.
      openDatabase: async () => ({ ...database, close: async () => {} }),
      mediaDir,
      cwd: repoRoot,
      print: (line) => output.push(line),
      printError: (line) => errors.push(line),
    });
    return { code, output, errors };
  }

  it('imports a good file, resolving its path from where the command was typed', async () => {
    const { code, output } = await runCommand('apps/api/catalog/seed-catalog.json');
    expect(code).toBe(0);
    expect(output[0]).toMatch(/^Imported .*seed-catalog\.json into pglite: categories 7 created, 0 updated; services/);
  });

  it('refuses a bad file with exit code 1, listing every problem', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'startwise-import-'));
    try {
      const bad = join(dir, 'bad.json');
      writeFileSync(bad, JSON.stringify(brokenCatalog()));
      const { code, errors } = await runCommand(bad);
      expect(code).toBe(1);
      expect(errors).toEqual([
        `${bad} was not imported (nothing was written); 2 problem(s):`,
        '  services[2].fields[1].type: must be one of text, email, number, textarea, date, datetime, time, file, dropdown',
        '  services[4].price: must be integer',
      ]);
      const services = await database.db.select({ title: servicesTable.title }).from(servicesTable);
      expect(services.map((service) => service.title)).not.toContain('Renamed, but must not be written');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('explains a missing argument or an unreadable file', async () => {
    expect((await runCommand('no-such-file.json')).errors[0]).toMatch(/^Cannot read .*no-such-file\.json/);
  });
});
