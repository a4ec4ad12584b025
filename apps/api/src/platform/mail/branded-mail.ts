import type { Brand } from '../system/brand.js';
import { brandedMailHtml } from './branded-mail-html.js';
import type { MailMessage } from './message.js';

/** The newsletter page's promise (spec section 2), under every list mail. */
export const UNSUBSCRIBE_NOTE = 'We respect your privacy. Unsubscribe at any time';

export interface BrandedMailContent {
  to: string;
  subject: string;
  /** The large line at the top, e.g. 'Verify your email'. */
  heading: string;
  greeting?: string;
  paragraphs: string[];
  /** A one-time code, shown big and spaced. */
  code?: string;
  /** A button (HTML) / bare link (text). */
  action?: { label: string; url: string };
  /** Small print under the content, e.g. why the reader got this mail. */
  footnote?: string;
  /** A list mail's unsubscribe address, shown in the footer (the sender adds the List-Unsubscribe headers). */
  unsubscribeUrl?: string;
}

/** The plain-text part: the same content with the code and link on lines of their own, and a signature block. */
function brandedMailText(brand: Brand, content: BrandedMailContent): string {
  return [
    brand.name,
    '',
    content.heading,
    '='.repeat(content.heading.length),
    '',
    ...(content.greeting ? [content.greeting, ''] : []),
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.code ? [`Your code: ${content.code}`, ''] : []),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...(content.footnote ? [content.footnote, ''] : []),
    // "-- " (with the space) is the signature separator mail clients recognise and dim.
    '-- ',
    `${brand.name} · ${brand.tagline}`,
    `Help: ${brand.supportEmail} · ${brand.supportPhone}`,
    `${brand.legalName}, ${brand.address}`,
    ...(content.unsubscribeUrl ? ['', `${UNSUBSCRIBE_NOTE}: ${content.unsubscribeUrl}`] : []),
  ].join('\n');
}

/**
 * One look for every mail the server sends (codes, password links, notices): logo and wordmark, content, a code
 * block or a button, support contact and the company's address. The SMTP transport attaches the logo PNG.
 */
export function brandedMail(brand: Brand, content: BrandedMailContent): MailMessage {
  const preview = content.code ? `Your code is ${content.code}` : (content.paragraphs[0] ?? content.heading);
  return {
    to: content.to,
    subject: content.subject,
    text: brandedMailText(brand, content),
    html: brandedMailHtml(brand, content, preview),
  };
}
