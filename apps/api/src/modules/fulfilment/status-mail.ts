import { type SubmissionStatusValue, workStatusWord } from '@startwise/flows/rules';
import { brandedMail } from '../../platform/mail/index.js';
import type { MailMessage } from '../../platform/mail/message.js';
import type { Brand } from '../../platform/system/brand.js';

const HEADINGS: Record<SubmissionStatusValue, string> = {
  pending: 'Your application is waiting',
  processing: 'We are working on your application',
  completed: 'Your application is complete',
  rejected: 'We could not complete your application',
};

/** The customer's mail about a status change, with a link to the submission. */
export function statusChangedMail(
  brand: Brand,
  publicUrl: string,
  to: { email: string; fullName: string },
  submission: { id: string; serviceTitle: string; status: SubmissionStatusValue; reason?: string },
): MailMessage {
  return brandedMail(brand, {
    to: to.email,
    subject: `${submission.serviceTitle}: ${HEADINGS[submission.status].toLowerCase()}`,
    heading: HEADINGS[submission.status],
    greeting: `Hello ${to.fullName},`,
    paragraphs: [
      // The status in the customer's words (flows' vocabulary), never the stored value.
      `The status of your ${submission.serviceTitle} application is now: ${workStatusWord(submission.status).label}.`,
      ...(submission.reason ? [`Reason: ${submission.reason}`] : []),
    ],
    action: { label: 'View your application', url: `${publicUrl}/submissions/${submission.id}` },
    footnote: `Questions? Reply to ${brand.supportEmail}.`,
  });
}
