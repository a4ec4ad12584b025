import { Prose } from '@startwise/ui';
import DOMPurify from 'dompurify';
import { useContext, useMemo } from 'react';
import { ServerHtmlSanitizer } from '../../catalog/html-sanitizer';

const inBrowser = (html: string) => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });

/**
 * The service's HTML description. The server cleans it on write; it is sanitized again where it is rendered (by
 * DOMPurify in the browser, by the catalog's allowlist on the server), so a bad row in the database can never run
 * script on the page.
 */
export function ServiceDescription({ html }: { html: string }) {
  const onServer = useContext(ServerHtmlSanitizer);
  const clean = useMemo(() => (onServer ?? inBrowser)(html), [html, onServer]);
  return <Prose html={clean} />;
}
