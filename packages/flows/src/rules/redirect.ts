// Spec 2: guest-only pages send a signed-in user back to where they came from ("from"), or to / when there is
// none or it was a guest-only page. Only same-site relative paths are followed, so a crafted
// ?redirect=//evil.example cannot send anyone off the site.

export const GUEST_ONLY_PATHS = ['/login', '/register', '/two-factor', '/forgot-password', '/reset-password'] as const;

function pathnameOf(pathAndQuery: string): string {
  const end = pathAndQuery.search(/[?#]/);
  const pathname = end < 0 ? pathAndQuery : pathAndQuery.slice(0, end);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function isGuestOnlyPath(pathAndQuery: string): boolean {
  const pathname = pathnameOf(pathAndQuery).toLowerCase();
  return (GUEST_ONLY_PATHS as readonly string[]).includes(pathname);
}

/** A path on this site: one leading slash, no scheme-relative '//' or '/\', no control characters. */
export function isSameSitePath(target: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  return /^\/(?![/\\])/.test(target) && !/[\\\u0000-\u001f]/.test(target);
}

export function redirectAfterLogin(from: string | undefined | null): string {
  if (!from || !isSameSitePath(from) || isGuestOnlyPath(from)) return '/';
  return from;
}

/**
 * Where an anonymous visitor of a protected page is sent. The path and query are URL-encoded, except that slashes
 * stay readable (legal in a query value) to give spec 2's shape /login?redirect=/service/{slug}; a query inside is
 * encoded: loginRedirectUrl('/search?q=a b') === '/login?redirect=/search%3Fq%3Da%20b'.
 */
export function loginRedirectUrl(pathAndQuery: string): string {
  return `/login?redirect=${encodeURIComponent(pathAndQuery).replaceAll('%2F', '/')}`;
}
