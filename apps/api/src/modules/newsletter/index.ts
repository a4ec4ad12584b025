import { modulePlugin } from '../../platform/http/module-plugin.js';
import { registerNewsletter } from './routes.js';

export { NEWSLETTER_MESSAGES } from './messages.js';

/** The newsletter module as a Fastify plugin (see platform/http/module-plugin.ts). */
export const newsletterModule = modulePlugin('newsletter', ['staff'], registerNewsletter);
