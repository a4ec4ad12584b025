import { formatPaise } from '@startwise/format';
import { brandedMail } from '../../platform/mail/index.js';
import type { MailMessage } from '../../platform/mail/message.js';
import type { Brand } from '../../platform/system/brand.js';

/** What the mail about a processed refund needs beyond the refund: the brand and the storefront's address. */
export interface RefundMailContext {
  brand: Brand;
  publicUrl: string;
}

export interface ProcessedRefund {
  submissionId: string;
  serviceTitle: string;
  amountPaise: number;
  /** What the customer paid, and what has been refunded of it so far (this refund included). */
  paidPaise: number;
  refundedPaise: number;
  creditNoteNumber: string;
}

/** The customer's mail once a refund is processed: how much, whether all of it, the credit note, and the link. */
export function refundProcessedMail(
  context: RefundMailContext,
  to: { email: string; fullName: string },
  refund: ProcessedRefund,
): MailMessage {
  const amount = formatPaise(refund.amountPaise);
  const full = refund.refundedPaise >= refund.paidPaise;
  return brandedMail(context.brand, {
    to: to.email,
    subject: `${refund.serviceTitle}: your refund of ${amount} is on its way`,
    heading: 'Your refund is on its way',
    greeting: `Hello ${to.fullName},`,
    paragraphs: [
      full
        ? `We have refunded your payment of ${formatPaise(refund.paidPaise)} for ${refund.serviceTitle} in full.`
        : `We have refunded ${amount} of your payment of ${formatPaise(refund.paidPaise)} for ${refund.serviceTitle} (${formatPaise(refund.refundedPaise)} refunded so far).`,
      'It goes back to the card, UPI account or bank account you paid with; banks take 5-10 business days to show it.',
      `GST credit note ${refund.creditNoteNumber} is ready to download beside your invoice.`,
    ],
    action: { label: 'View your application', url: `${context.publicUrl}/submissions/${refund.submissionId}` },
    footnote: `Questions? Reply to ${context.brand.supportEmail}.`,
  });
}
