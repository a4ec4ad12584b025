import { modulePlugin } from '../../platform/http/module-plugin.js';
import { registerFulfilment } from './routes.js';

/** The fulfilment module as a Fastify plugin (see platform/http/module-plugin.ts). */
export const fulfilmentModule = modulePlugin('fulfilment', ['accounts', 'staff'], registerFulfilment);
