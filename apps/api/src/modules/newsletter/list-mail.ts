import type { AppConfig } from '../../platform/config.js';
import { listMail, type MailMessage } from '../../platform/mail/index.js';
import type { Brand } from '../../platform/system/brand.js';

/** The address of a subscription's one-click unsubscribe (the API serves both the page and the POST). */
export const oneClickUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/api/newsletter/one-click?token=${encodeURIComponent(token)}`;

/** Sent each time an address becomes subscribed (spec section 2's benefits and monthly promise). */
export function confirmationMail(
  brand: Brand,
  config: Pick<AppConfig, 'publicUrl'>,
  subscription: { email: string; unsubscribeToken: string },
): MailMessage {
  const recipient = {
    email: subscription.email,
    unsubscribeUrl: oneClickUrl(config.publicUrl, subscription.unsubscribeToken),
  };
  return listMail(brand, recipient, {
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
