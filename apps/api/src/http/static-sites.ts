import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Startwise</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Startwise</h1><p>The storefront has not been built yet. Run <code>npm run build</code>.</p></main></body></html>`;

/**
 * The built storefront (hashed assets cached for a year, index.html never cached, unknown paths answered by the
 * SPA) and the shipped catalog media. Customer uploads are never served from here.
 */
export async function useStaticSites(app: FastifyInstance, dirs: { storefrontDir: string; mediaDir: string }) {
  await app.register(fastifyStatic, {
    root: dirs.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    maxAge: '7d',
  });

  const hasStorefront = existsSync(join(dirs.storefrontDir, 'index.html'));
  if (hasStorefront) {
    await app.register(fastifyStatic, {
      root: dirs.storefrontDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        const hashed = path.includes(`${join(dirs.storefrontDir, 'assets')}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (!wantsPage)
      return reply
        .status(404)
        .send({ success: false, message: `No route for ${request.method} ${request.url.split('?')[0]}` });
    reply.header('cache-control', 'no-cache');
    if (!hasStorefront) return reply.type('text/html').send(PLACEHOLDER);
    return reply.sendFile('index.html', dirs.storefrontDir);
  });
}
