// Pages for search engines: robots.txt, the sitemap and the public pages' metadata, from the catalog.
import { modulePlugin } from '../../platform/http/module-plugin.js';
import { registerSeoRoutes } from './routes.js';

/** The seo module as a Fastify plugin (see platform/http/module-plugin.ts). */
export const seoModule = modulePlugin('seo', [], registerSeoRoutes);
