import type { Brand } from '../system/brand.js';
import { type BrandedMailContent, brandedMail } from './branded-mail.js';
import type { MailMessage } from './message.js';

/**
 * A mail of a list the reader can leave (the newsletter, compliance reminders): the branded template with the
 * unsubscribe link in its footer, and the headers mail clients turn into their own Unsubscribe button (RFC 2369
 * List-Unsubscribe with an https and a mailto address; RFC 8058 List-Unsubscribe-Post, so the client
 * unsubscribes with one POST and no page).
 */
export function listMail(
  brand: Brand,
  recipient: { email: string; unsubscribeUrl: string },
  content: Omit<BrandedMailContent, 'to' | 'unsubscribeUrl'>,
): MailMessage {
  const mailto = `mailto:${brand.supportEmail}?subject=${encodeURIComponent('Unsubscribe')}`;
  return {
    ...brandedMail(brand, { ...content, to: recipient.email, unsubscribeUrl: recipient.unsubscribeUrl }),
    headers: {
      'List-Unsubscribe': `<${recipient.unsubscribeUrl}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
