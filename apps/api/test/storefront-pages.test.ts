import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RenderedPage, storefrontPages } from '../src/platform/http/static-sites.js';

const INDEX_HTML =
  '<!doctype html><html><head><link rel="preload" href="/api/config" as="fetch" crossorigin data-client-render>' +
  '<link rel="modulepreload" href="/assets/shell.js" crossorigin data-client-render>' +
  '<script type="module" src="/assets/boot.js"></script></head><body><div id="root"></div></body></html>';

const at = (path: string) => new URL(path, 'http://localhost:3000');

const HOME: RenderedPage = {
  status: 200,
  head: '<title>Home | Startwise</title>',
  root: '<header>Startwise</header><main><h1>Start your business $&</h1></main>',
  state: '<script type="application/json" id="startwise-page-state">{}</script>',
};

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

  it("links the matching page's chunks for modulepreload, before </head>", async () => {
    const pageFor = storefrontPages(dir);
    expect(await pageFor(at('/category/gst-tax'))).toEqual({
      status: 200,
      html: INDEX_HTML.replace(
        '</head>',
        '<link rel="modulepreload" crossorigin href="/assets/CategoryPage.js">' +
          '<link rel="modulepreload" crossorigin href="/assets/Grid.js"></head>',
      ),
    });
    expect((await pageFor(at('/'))).html).toContain('href="/assets/HomePage.js"');
  });

  it('answers other paths (deeper, or not listed) with index.html as built', async () => {
    const pageFor = storefrontPages(dir);
    expect((await pageFor(at('/category/gst-tax/extra'))).html).toBe(INDEX_HTML);
    expect((await pageFor(at('/profile'))).html).toBe(INDEX_HTML);
  });

  it('sends a rendered page in index.html: its head tags, its markup in the root, its state after it', async () => {
    const pageFor = storefrontPages(dir, {
      renderPage: async (url) => (url.pathname === '/' ? HOME : null),
      onError: () => null,
    });
    const { status, html } = await pageFor(at('/'));
    expect(status).toBe(200);
    expect(html).toContain(
      '<title>Home | Startwise</title></head><body><div id="root"><header>Startwise</header>' +
        '<main><h1>Start your business $&</h1></main></div><script type="application/json"',
    );
    expect(html).toContain('<script type="module" src="/assets/boot.js">');
    // The page shows without code or data calls: its boot script fetches the app after the first paint.
    expect(html).not.toContain('/api/config');
    expect(html).not.toContain('modulepreload');
    expect((await pageFor(at('/profile'))).html).toBe(INDEX_HTML);
  });

  it("keeps the renderer's status (404 for an unknown address)", async () => {
    const pageFor = storefrontPages(dir, {
      renderPage: async () => ({ ...HOME, status: 404 }),
      onError: () => null,
    });
    expect((await pageFor(at('/no-such-page'))).status).toBe(404);
  });

  it('serves the page for the browser to render when rendering fails, and reports the failure', async () => {
    const failures: unknown[] = [];
    const pageFor = storefrontPages(dir, {
      renderPage: async () => {
        throw new Error('render failed');
      },
      onError: (error) => {
        failures.push(error);
        return null;
      },
    });
    expect(await pageFor(at('/'))).toMatchObject({
      status: 200,
      html: expect.stringContaining('<div id="root"></div>'),
    });
    expect(failures).toEqual([new Error('render failed')]);
  });

  it('serves index.html as built when the build wrote no preload list', async () => {
    rmSync(join(dir, 'route-preloads.json'));
    expect((await storefrontPages(dir)(at('/'))).html).toBe(INDEX_HTML);
  });
});
