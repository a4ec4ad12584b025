import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storefrontPages } from '../src/http/static-sites.js';

const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/index.js"></script></head></html>';

describe('storefront pages with their preloads', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'storefront-'));
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
    writeFileSync(
      join(dir, 'route-preloads.json'),
      JSON.stringify([
        { path: '/', modules: ['/assets/HomePage.js'] },
        { path: '/category/:slug', modules: ['/assets/CategoryPage.js', '/assets/Grid.js'] },
      ]),
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("links the matching page's chunks for modulepreload, before </head>", () => {
    const pageFor = storefrontPages(dir);
    expect(pageFor('/category/gst-tax')).toBe(
      '<!doctype html><html><head><script type="module" src="/assets/index.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/CategoryPage.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Grid.js"></head></html>',
    );
    expect(pageFor('/')).toContain('href="/assets/HomePage.js"');
  });

  it('answers other paths (deeper, or not listed) with index.html as built', () => {
    const pageFor = storefrontPages(dir);
    expect(pageFor('/category/gst-tax/extra')).toBe(INDEX_HTML);
    expect(pageFor('/profile')).toBe(INDEX_HTML);
  });

  it('serves index.html as built when the build wrote no preload list', () => {
    rmSync(join(dir, 'route-preloads.json'));
    expect(storefrontPages(dir)('/')).toBe(INDEX_HTML);
  });
});
