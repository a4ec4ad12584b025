// Holidays (docs/backoffice.md, "Service levels"): India's national holidays and the ones the team adds, which
// working days skip. Other modules read them through `holidaysFrom`.
export { holidaysFrom } from './holiday-list.js';

import { modulePlugin } from '../../platform/http/module-plugin.js';
import { registerHolidayRoutes } from './routes.js';

/** The holidays module as a Fastify plugin (see platform/http/module-plugin.ts). */
export const holidaysModule = modulePlugin('holidays', ['staff'], registerHolidayRoutes);
