import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const STORYBOOK_PREFIX = '/storybook';

/**
 * Storybook's own pages run inline scripts, which the site's Content-Security-Policy forbids: its files get a policy
 * of their own, still limited to this origin.
 */
const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
].join('; ');

/**
 * The built Storybook (`npm run build-storybook` → storybook-static/) at /storybook/, for designers to review every
 * component and page in both brands. Its stories answer their API calls with the mock service worker, never this
 * server. Not served when the config says so (production without STORYBOOK_PUBLIC=1) or before it is built.
 */
export async function useStorybookSite(app: FastifyInstance, storybookDir: string | null) {
  if (!storybookDir || !existsSync(join(storybookDir, 'index.html'))) return;
  app.get(STORYBOOK_PREFIX, async (_request, reply) => reply.redirect(`${STORYBOOK_PREFIX}/`));
  await app.register(fastifyStatic, {
    root: storybookDir,
    prefix: `${STORYBOOK_PREFIX}/`,
    decorateReply: false,
    setHeaders(reply) {
      reply.header('content-security-policy', STORYBOOK_CSP);
      reply.header('cache-control', 'no-cache');
      reply.header('x-robots-tag', 'noindex, nofollow');
    },
  });
}
