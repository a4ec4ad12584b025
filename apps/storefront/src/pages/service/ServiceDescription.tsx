import { Prose } from '@startwise/ui';

/**
 * The service's HTML description, as the API serves it: cleaned with the catalog's allowlist on write and again on
 * every read (`getServiceBySlug`), so the page sets it as is and ships no sanitizer of its own.
 */
export function ServiceDescription({ html }: { html: string }) {
  return <Prose html={html} />;
}
