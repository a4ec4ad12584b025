import { formatCalendarDate } from '@startwise/format/customer-dates';
import type { StatusWord } from '../rules/status-words.js';
import type { Obligation } from './obligations.js';

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The obligation's status in the calendar's words: filed work is positive, a late one critical. */
export function obligationStatusWord(obligation: Pick<Obligation, 'status'>): StatusWord {
  switch (obligation.status) {
    case 'done':
      return { label: 'Filed', tone: 'positive' };
    case 'overdue':
      return { label: 'Overdue', tone: 'critical' };
    case 'due-soon':
      return { label: 'Due soon', tone: 'caution' };
    default:
      return { label: 'Upcoming', tone: 'neutral' };
  }
}

/** "12 days left", "Due today", "Overdue by 3 days · ₹300 late fee so far", "Filed on 2 Nov 2026". */
export function obligationTiming(obligation: Pick<Obligation, 'status' | 'daysLeft' | 'lateFeeSoFar' | 'filing'>) {
  if (obligation.filing) return `Filed on ${formatCalendarDate(obligation.filing.filedOn)}`;
  const days = Math.abs(obligation.daysLeft);
  const plural = days === 1 ? 'day' : 'days';
  if (obligation.daysLeft === 0) return 'Due today';
  if (obligation.daysLeft > 0) return `${days} ${plural} left`;
  const fee = obligation.lateFeeSoFar ? ` · ${rupees(obligation.lateFeeSoFar)} late fee so far` : '';
  return `Overdue by ${days} ${plural}${fee}`;
}
