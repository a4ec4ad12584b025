import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Where the back office lives; its build is made with `base: '/backoffice/'` (apps/backoffice/vite.config.ts). */
export const BACKOFFICE_PREFIX = '/backoffice';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Back office</title>
<meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Back office</h1><p>The back office has not been built yet. Run <code>npm run build</code>.</p></main></body></html>`;

/**
 * The staff app, a single-page app of its own: its hashed assets under /backoffice/assets (cached for a year), and
 * its index.html (never cached, never indexed) for /backoffice and every address under it, so a deep link such as
 * /backoffice/submissions/<id> opens in the app, whose router shows the page (or its own not-found page). A missing
 * asset is a plain 404, not the app.
 */
export async function useBackofficeSite(app: FastifyInstance, backofficeDir: string) {
  const indexFile = join(backofficeDir, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : PLACEHOLDER;
  if (built) {
    await app.register(fastifyStatic, {
      root: join(backofficeDir, 'assets'),
      prefix: `${BACKOFFICE_PREFIX}/assets/`,
      decorateReply: false,
      wildcard: false,
      index: false,
      maxAge: '365d',
      immutable: true,
    });
  }

  const sendApp = async (_request: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(indexHtml);

  app.get(BACKOFFICE_PREFIX, sendApp);
  app.get(`${BACKOFFICE_PREFIX}/*`, async (request, reply) => {
    if (request.url.startsWith(`${BACKOFFICE_PREFIX}/assets/`)) return reply.callNotFound();
    return sendApp(request, reply);
  });
}
