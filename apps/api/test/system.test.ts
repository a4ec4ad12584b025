import { describe, expect, it } from 'vitest';
import { openForBlock } from './support/open-for-block.js';
import { drivers, startTestServer } from './support/test-server.js';

describe.each(drivers)('system endpoints on %s', (driver) => {
  const server = openForBlock(() => startTestServer(driver));

  it('reports itself healthy with a ready database', async () => {
    const response = await fetch(`${server.current.baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, data: { status: 'ok', database: 'ok' } });
  });

  it('tells the storefront its brand and where the checkout script and media live', async () => {
    const body = (await (await fetch(`${server.current.baseUrl}/api/config`)).json()) as {
      success: boolean;
      data: { brand: { name: string }; uploadsBaseUrl: string; checkoutScriptUrl: string };
    };
    expect(body.success).toBe(true);
    expect(body.data.brand.name).toBe('Startwise');
    expect(body.data.uploadsBaseUrl).toBe('/media');
    expect(body.data.checkoutScriptUrl).toMatch(/checkout\.js$/);
  });

  it('answers an unknown API path with a 404 error envelope', async () => {
    const response = await fetch(`${server.current.baseUrl}/api/no-such-thing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('/api/no-such-thing'),
    });
  });

  it('answers a HEAD for a storefront page like its GET (uptime checks use HEAD)', async () => {
    const [head, get] = await Promise.all([
      fetch(`${server.current.baseUrl}/category/gst-tax`, { method: 'HEAD' }),
      fetch(`${server.current.baseUrl}/category/gst-tax`),
    ]);
    expect(get.status).toBe(200);
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toContain('text/html');
  });

  it('sends security headers with a content security policy', async () => {
    const response = await fetch(`${server.current.baseUrl}/api/health`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
