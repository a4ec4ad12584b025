import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.js';

// Browsers, home screens and link previews ask for these by name; a missing one is a broken tab icon or an
// unbranded share card. (Without this check a built storefront would answer them with its HTML page and a 200.)
const ASSETS = [
  { path: '/favicon.ico', type: /^image\/(x-icon|vnd\.microsoft\.icon)/ },
  { path: '/favicon.svg', type: /^image\/svg\+xml/ },
  { path: '/apple-touch-icon.png', type: /^image\/png/ },
  { path: '/icon-192.png', type: /^image\/png/ },
  { path: '/icon-512.png', type: /^image\/png/ },
  { path: '/og-image.png', type: /^image\/png/ },
  { path: '/manifest.webmanifest', type: /^application\/manifest\+json/ },
];

describe('the brand assets at the site root', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(() => server.close());

  it.each(ASSETS)('serves $path with its type, cached for a week', async ({ path, type }) => {
    const response = await fetch(`${server.baseUrl}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(type);
    expect(response.headers.get('cache-control')).toContain('max-age=604800');
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('names the brand, its theme colour and its icons in the manifest', async () => {
    const manifest = await (await fetch(`${server.baseUrl}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: 'Startwise', start_url: '/', theme_color: '#1d4ed8' });
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it('has a 180 × 180 touch icon and a 1200 × 630 link-preview card', async () => {
    const pngSize = async (path: string) => {
      const bytes = new DataView(await (await fetch(`${server.baseUrl}${path}`)).arrayBuffer());
      // The PNG header's IHDR chunk: width and height as big-endian 32-bit integers at bytes 16 and 20.
      return [bytes.getUint32(16), bytes.getUint32(20)];
    };
    expect(await pngSize('/apple-touch-icon.png')).toEqual([180, 180]);
    expect(await pngSize('/og-image.png')).toEqual([1200, 630]);
  });
});
