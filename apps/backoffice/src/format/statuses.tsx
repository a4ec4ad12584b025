import { paymentStatusWord, refundStatusWord, type StatusWord, workStatusWord } from '@startwise/flows/rules';
import { Badge } from '@startwise/ui';

// Statuses in the one vocabulary customers and staff share (@startwise/flows status-words): never an enum value.

const WordBadge = ({ word }: { word: StatusWord }) => <Badge tone={word.tone}>{word.label}</Badge>;

/** The work's stage: Not started, In progress, Completed, Rejected. */
export const SubmissionStatusBadge = ({ status }: { status: string }) => <WordBadge word={workStatusWord(status)} />;

/** A submission's payment: Awaiting payment, Paid, Refunded… */
export const PaymentStatusBadge = ({ status }: { status: string }) => <WordBadge word={paymentStatusWord(status)} />;

/** An overdue flag: in words, so it does not rely on colour. */
export function OverdueBadge() {
  return <Badge tone="critical">Overdue</Badge>;
}

/** A transaction's status; a paid one with money given back reads "Partly refunded" (the sale stands). */
export const TransactionStatusBadge = ({ status, refundedPaise }: { status: string; refundedPaise: number }) => (
  <WordBadge word={paymentStatusWord(status, refundedPaise)} />
);

export const RefundStatusBadge = ({ status }: { status: string }) => <WordBadge word={refundStatusWord(status)} />;
