import type { SessionEndpoints } from './middleware/refresh';

/**
 * A staff member's session (the back office): signed in with POST /admin/auth/login and /admin/auth/verify,
 * renewed with POST /admin/auth/refresh. Its own module, so a storefront's bundle never carries it.
 */
export const STAFF_SESSION: SessionEndpoints = {
  refresh: '/admin/auth/refresh',
  signIn: ['/admin/auth/login', '/admin/auth/verify'],
};
