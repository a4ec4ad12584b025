import sanitizeHtml from 'sanitize-html';

// Service descriptions are HTML shown as-is on the detail page, so they are cleaned on write with an allowlist:
// text structure and links only; no styles, no event handlers, no script, no javascript: (or data:) URLs.
const DESCRIPTION_POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'br', 'blockquote'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_POLICY).trim();
}

/** The words of an HTML fragment, for the search document (tags dropped, entities decoded, blocks separated). */
export function htmlToText(html: string): string {
  const spaced = html.replace(/<(?:br|\/p|\/li|\/h[1-6]|\/blockquote)\s*\/?>/gi, ' ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
