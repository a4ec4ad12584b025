import { COMPLIANCE_RULES, fileNowPath, type ReminderStep } from '@startwise/flows/compliance';
import { listMail, type MailMessage } from '../../platform/mail/index.js';
import type { Brand } from '../../platform/system/brand.js';

export interface ReminderFacts {
  email: string;
  customerName: string;
  companyId: string;
  companyName: string;
  ruleId: string;
  periodKey: string;
  form: string;
  title: string;
  periodLabel: string;
  dueOn: string;
  daysLeft: number;
  feeSummary: string;
  /** Rupees accrued so far, once overdue. */
  lateFeeSoFar?: number;
  unsubscribeUrl: string;
}

const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The application form of the service that files the obligation, filled in from the company (as the calendar's File now). */
export function fileNowUrl(publicUrl: string, facts: Pick<ReminderFacts, 'companyId' | 'ruleId' | 'periodKey'>) {
  const rule = COMPLIANCE_RULES.find((candidate) => candidate.id === facts.ruleId);
  const obligationId = `${facts.ruleId}:${facts.periodKey}`;
  return rule ? `${publicUrl}${fileNowPath(rule, facts.companyId, obligationId)}` : `${publicUrl}/compliance`;
}

function when(step: ReminderStep, facts: ReminderFacts): { subject: string; heading: string; lead: string } {
  const what = `${facts.form} (${facts.title.toLowerCase()}) for ${facts.companyName}`;
  if (step === 'overdue') {
    const accrued = facts.lateFeeSoFar ? ` Late fees so far: ${rupees(facts.lateFeeSoFar)}, and counting.` : '';
    return {
      subject: `Overdue: ${facts.form} for ${facts.companyName} was due on ${longDate(facts.dueOn)}`,
      heading: `${facts.form} is overdue`,
      lead: `${what} was due on ${longDate(facts.dueOn)}.${accrued} Filing now stops the fee growing.`,
    };
  }
  const days = facts.daysLeft === 1 ? 'tomorrow' : facts.daysLeft === 0 ? 'today' : `in ${facts.daysLeft} days`;
  return {
    subject: `${facts.form} for ${facts.companyName} is due ${days} (${longDate(facts.dueOn)})`,
    heading: `${facts.form} is due ${days}`,
    lead: `${what} is due on ${longDate(facts.dueOn)}.`,
  };
}

/** A reminder of one obligation at one step, with "File now" and the one-click unsubscribe of reminders. */
export function reminderMail(brand: Brand, publicUrl: string, step: ReminderStep, facts: ReminderFacts): MailMessage {
  const { subject, heading, lead } = when(step, facts);
  return listMail(
    brand,
    { email: facts.email, unsubscribeUrl: facts.unsubscribeUrl },
    {
      subject,
      heading,
      greeting: `Hello ${facts.customerName},`,
      paragraphs: [
        lead,
        `Period: ${facts.periodLabel}. Late fee if missed: ${facts.feeSummary}.`,
        `We can file it for you: open your compliance calendar and choose File now, or mark it as filed if it is done.`,
      ],
      action: { label: 'File now', url: fileNowUrl(publicUrl, facts) },
      footnote: `You get this reminder because ${facts.companyName} is in your ${brand.name} compliance calendar.`,
    },
  );
}
