/**
 * Errors that mean "the database connection is gone or cannot be made right now" (a restart, a failover, a proxy's
 * idle timeout, too many connections), as opposed to a query the database refused. A request that meets one is
 * answered 503 with Retry-After; the pool replaces the connection for the next request.
 */
const CONNECTION_ERROR_CODES = new Set([
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // PostgreSQL connection_exception class
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // Node sockets
  'ECONNRESET',
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** What node-postgres says when a connection died under it, or when the pool cannot hand one out in time. */
const CONNECTION_ERROR_MESSAGES = [
  /Connection terminated/i,
  /connection error and is not queryable/i,
  /timeout exceeded when trying to connect/i,
  /Client was closed and is not queryable/i,
];

/** True when `error`, or an error it wraps (Drizzle wraps driver errors in `cause`), is a lost database connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_ERROR_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
