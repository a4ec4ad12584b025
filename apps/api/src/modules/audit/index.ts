import { modulePlugin } from '../../platform/http/module-plugin.js';
import { registerAudit } from './routes.js';

export { type AuditEntry, type AuditEventView, auditTrailOf, recordAudit } from './audit-log.js';
export { reachedStatusIn } from './status-events.js';

/** The audit module as a Fastify plugin (see platform/http/module-plugin.ts). */
export const auditModule = modulePlugin('audit', ['staff'], registerAudit);
