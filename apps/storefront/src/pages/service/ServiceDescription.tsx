import { Prose } from '@startwise/ui';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The service's HTML description. The server cleans it on write; it is sanitized again here, in the browser
 * that renders it, so a bad row in the database can never run script on the page.
 */
export function ServiceDescription({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <Prose html={clean} />;
}
