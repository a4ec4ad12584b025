import { createContext } from 'react';

/** Cleans an HTML fragment (a service description) before it is put in a page. */
export type SanitizeHtml = (html: string) => string;

/**
 * The sanitizer of a page rendered on the server, where DOMPurify has no DOM to work with: the server renderer
 * provides the API's own (the catalog's allowlist, the one descriptions were cleaned with on write). In the browser
 * there is none, and DOMPurify cleans the fragment again.
 */
export const ServerHtmlSanitizer = createContext<SanitizeHtml | null>(null);
