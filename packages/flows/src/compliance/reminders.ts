/** The reminder mails of an obligation: 15, 7 and 1 days before its due date, and once it is overdue. */
export const REMINDER_STEPS = ['15-days', '7-days', '1-day', 'overdue'] as const;
export type ReminderStep = (typeof REMINDER_STEPS)[number];

/**
 * The most urgent reminder that is due with `daysLeft` days to go, or undefined before the first. A job that
 * missed a day sends only this one: a customer never gets a stale "15 days left" after the 7-day mail.
 */
export function reminderStepFor(daysLeft: number): ReminderStep | undefined {
  if (daysLeft < 0) return 'overdue';
  if (daysLeft <= 1) return '1-day';
  if (daysLeft <= 7) return '7-days';
  if (daysLeft <= 15) return '15-days';
  return undefined;
}
