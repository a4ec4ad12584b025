import { brandedMail, type MailMessage } from '../../platform/mail/index.js';
import type { Brand } from '../../platform/system/brand.js';
import { INDIA_TIME_ZONE } from '../../platform/system/india-time.js';
import { excerptOf } from './message-view.js';

const QUOTE_LENGTH = 300;
const longDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: INDIA_TIME_ZONE });

/**
 * A staff member's answer to a contact message, mailed to the sender: their paragraphs, the staff member's name,
 * and the start of what the sender wrote. Replies go to the support address (the mail comes from no-reply).
 */
export function contactReplyMail(
  brand: Brand,
  message: { name: string; email: string; message: string; createdAt: Date },
  reply: { body: string; staffName: string },
): MailMessage {
  const paragraphs = reply.body
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return {
    ...brandedMail(brand, {
      to: message.email,
      subject: `Re: your message to ${brand.name}`,
      heading: 'A reply to your message',
      greeting: `Hello ${message.name},`,
      paragraphs: [...paragraphs, `${reply.staffName}, ${brand.name} team`],
      footnote: `You wrote to us on ${longDate.format(message.createdAt)}: “${excerptOf(message.message, QUOTE_LENGTH)}” Reply to this mail or write to ${brand.supportEmail} to continue the conversation.`,
    }),
    headers: { 'Reply-To': brand.supportEmail },
  };
}
