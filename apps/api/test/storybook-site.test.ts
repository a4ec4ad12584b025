import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.js';
import { useStorybookSite } from '../src/platform/http/storybook-site.js';

const INDEX_HTML = '<!doctype html><html><head><script>window.CONFIG_TYPE = "PRODUCTION";</script></head></html>';

async function siteFrom(dir: string | null) {
  const app = Fastify();
  await useStorybookSite(app, dir);
  await app.ready();
  return app;
}

describe('the built Storybook under /storybook', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'storybook-'));
    writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves its pages with a policy that lets its inline scripts run, on this origin only', async () => {
    const app = await siteFrom(dir);
    expect((await app.inject({ method: 'GET', url: '/storybook' })).headers.location).toBe('/storybook/');
    const response = await app.inject({ method: 'GET', url: '/storybook/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-security-policy']).toContain("script-src 'self' 'unsafe-inline'");
    expect(response.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    await app.close();
  });

  it('is not there when the config says so, or before it is built', async () => {
    for (const site of [null, join(dir, 'missing')]) {
      const app = await siteFrom(site);
      expect((await app.inject({ method: 'GET', url: '/storybook/' })).statusCode).toBe(404);
      await app.close();
    }
  });

  it('is served in development, and in production only with STORYBOOK_PUBLIC=1', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(64), DATA_DIR: dir };
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dir }).storybookDir).toMatch(/storybook-static$/);
    expect(loadConfig(production).storybookDir).toBeNull();
    expect(loadConfig({ ...production, STORYBOOK_PUBLIC: '1' }).storybookDir).toMatch(/storybook-static$/);
  });
});
