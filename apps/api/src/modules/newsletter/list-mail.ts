import type { AppConfig } from '../../platform/config.js';
import { type BrandedMailContent, brandedMail, type MailMessage } from '../../platform/mail/index.js';
import type { Brand } from '../../platform/system/brand.js';

/** The address of a subscription's one-click unsubscribe (the API serves both the page and the POST). */
export const oneClickUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/newsletter/one-click?token=${encodeURIComponent(token)}`;

/**
 * A mail of the newsletter list: the branded template with the unsubscribe link in its footer, and the headers
 * mail clients turn into their own Unsubscribe button (RFC 2369 List-Unsubscribe with an https and a mailto
 * address; RFC 8058 List-Unsubscribe-Post, so the client unsubscribes with one POST and no page).
 */
export function listMail(
  brand: Brand,
  config: Pick<AppConfig, 'publicUrl'>,
  subscription: { email: string; unsubscribeToken: string },
  content: Omit<BrandedMailContent, 'to' | 'unsubscribeUrl'>,
): MailMessage {
  const url = oneClickUrl(config.publicUrl, subscription.unsubscribeToken);
  const mailto = `mailto:${brand.supportEmail}?subject=${encodeURIComponent('Unsubscribe')}`;
  return {
    ...brandedMail(brand, { ...content, to: subscription.email, unsubscribeUrl: url }),
    headers: {
      'List-Unsubscribe': `<${url}>, <${mailto}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** Sent each time an address becomes subscribed (spec section 2's benefits and monthly promise). */
export function confirmationMail(
  brand: Brand,
  config: Pick<AppConfig, 'publicUrl'>,
  subscription: { email: string; unsubscribeToken: string },
): MailMessage {
  return listMail(brand, config, subscription, {
    subject: `You are subscribed to the ${brand.name} newsletter`,
    heading: 'You are subscribed',
    paragraphs: [
      `Thank you for subscribing to the ${brand.name} newsletter.`,
      'Once a month we will send you promotions and discounts, news of our services, tips and insights for your business, and invitations to special events.',
    ],
    action: { label: 'Explore our services', url: `${config.publicUrl}/services` },
    footnote: `You get this mail because ${subscription.email} was subscribed on our website. If that was not you, unsubscribe with the link below.`,
  });
}
