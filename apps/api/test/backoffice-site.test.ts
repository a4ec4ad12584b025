import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBackofficeSite } from '../src/platform/http/backoffice-site.js';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/backoffice/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

async function siteFrom(dir: string) {
  const app = Fastify();
  await useBackofficeSite(app, dir);
  app.setNotFoundHandler((_request, reply) => reply.status(404).send({ success: false, message: 'Not found' }));
  await app.ready();
  return app;
}

describe('the back office under /backoffice', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'backoffice-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("back office");');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(['/backoffice', '/backoffice/', '/backoffice/login', '/backoffice/submissions/0b6f5f4f?status=paid'])(
    'answers %s with the app (never cached, never indexed), so deep links open in it',
    async (url) => {
      const app = await siteFrom(dir);
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.body).toBe(INDEX_HTML);
      await app.close();
    },
  );

  it('serves its hashed assets for a year', async () => {
    const app = await siteFrom(dir);
    const response = await app.inject({ method: 'GET', url: '/backoffice/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('console.log("back office");');
    await app.close();
  });

  it('answers a missing asset with a 404, not the app', async () => {
    const app = await siteFrom(dir);
    const response = await app.inject({ method: 'GET', url: '/backoffice/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
    await app.close();
  });

  it('says how to build it when it has not been built', async () => {
    const app = await siteFrom(join(dir, 'not-built'));
    const response = await app.inject({ method: 'GET', url: '/backoffice/submissions' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('The back office has not been built yet. Run <code>npm run build</code>.');
    await app.close();
  });
});
