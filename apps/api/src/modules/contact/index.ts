import { modulePlugin } from '../../platform/http/module-plugin.js';
import { registerContact } from './routes.js';

export { CONTACT_SENT } from './routes.js';

/** The contact module as a Fastify plugin (see platform/http/module-plugin.ts): the form and the team's inbox. */
export const contactModule = modulePlugin('contact', ['staff'], registerContact);
