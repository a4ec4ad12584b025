import { createContext, useContext } from 'react';

/**
 * The site's address (scheme, host and port) for canonical URLs and structured data. The browser knows it from its
 * location; the server renderer provides the request's (src/server).
 */
export const SiteOriginContext = createContext(typeof window === 'undefined' ? '' : window.location.origin);

export const useSiteOrigin = () => useContext(SiteOriginContext);
