import { modulePlugin } from '../../platform/http/module-plugin.js';
import { registerDashboard } from './routes.js';

/** The dashboard module as a Fastify plugin (see platform/http/module-plugin.ts). */
export const dashboardModule = modulePlugin('dashboard', ['staff'], registerDashboard);
