import { ApiError, type RefundAnswer, refundTransaction } from '@startwise/api-client';
import { refund, refundMachine } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { checkRefundForm, paiseToRupeesInput, REFUND_REASON_MAX_LENGTH } from '@startwise/flows/rules';
import { formatPaise } from '@startwise/format';
import { Select, Text, TextArea, TextField } from '@startwise/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { fromPromise } from 'xstate';
import { api } from '../../app/api';
import { ActionDialog } from '../../forms/ActionDialog';
import { useActionForm } from '../../forms/useActionForm';
import { type AdminTransaction, transactionKey, useTransactionChanged } from './queries';

export const RAZORPAY_REFUSED =
  'Razorpay refused the refund. It is listed as failed and its amount can be refunded again.';

const SPEEDS = [
  { value: 'normal', label: 'Normal (Razorpay: 5–7 working days)' },
  { value: 'optimum', label: 'Instant, where the bank allows it' },
];

/** What the page says after a refund request, by the server's answer. */
export function refundOutcomeText({ outcome, refund }: RefundAnswer): string {
  const amount = formatPaise(refund.amountPaise);
  if (outcome === 'unconfirmed') {
    return `The refund of ${amount} is stored, but Razorpay has not confirmed it yet; we will check again automatically.`;
  }
  if (outcome === 'repeated') return `This refund of ${amount} was already asked for: it is ${refund.status}.`;
  if (refund.status === 'processed') return `${amount} has been refunded. The credit note is ready.`;
  return `The refund of ${amount} is with Razorpay (${refund.status}). The customer is mailed once it is processed.`;
}

/** What the admin types: rupees as text, and Razorpay's speed. */
interface RefundDraft {
  amount: string;
  reason: string;
  speed: string;
}

interface RefundDialogProps {
  transaction: AdminTransaction;
  onClose: () => void;
  onRefunded: (answer: RefundAnswer) => void;
}

const selectors = {
  sending: refund.isSending,
  answer: refund.refundAnswer,
  error: refund.refundError,
};

/**
 * The refund form, mounted while open, driven by flows' refundMachine: its Idempotency-Key is made once, when it
 * opens, and sent with every attempt (a double click, a retry after a timeout or a 5xx), so the server makes one
 * refund. Only a refund Razorpay refused (502) ends that attempt: it is recorded as failed, and sending again is a
 * new refund with a new key.
 */
export function RefundDialog({ transaction, onClose, onRefunded }: RefundDialogProps) {
  const queryClient = useQueryClient();
  const changed = useTransactionChanged();
  const [machine] = useState(() =>
    refundMachine.provide({
      actors: {
        refund: fromPromise(({ input, signal }) =>
          refundTransaction(api, transaction.id, input.body, input.idempotencyKey, { signal }),
        ),
      },
    }),
  );
  const { view, send } = useFlow(machine, selectors);
  const checked = ({ amount, reason, speed }: RefundDraft) =>
    checkRefundForm({ amount, reason, instant: speed === 'optimum' }, transaction.refundablePaise, formatPaise);
  const { form, field, dialog } = useActionForm<RefundDraft>({
    defaultValues: { amount: paiseToRupeesInput(transaction.refundablePaise), reason: '', speed: 'normal' },
    check: (draft) => {
      const check = checked(draft);
      return check.ok ? {} : check.errors;
    },
    call: { error: view.error, isPending: view.sending },
    serverNames: { amountPaise: 'amount' },
    onSubmit: (draft) => {
      const check = checked(draft);
      if (check.ok) send({ type: 'SUBMIT', body: check.body });
    },
    onClose,
  });
  const { field: speed } = useController({ control: form.control, name: 'speed' });

  const answer = view.answer as RefundAnswer | undefined;
  // Once per answer, whatever re-renders the dialog before it closes.
  const reported = useRef<RefundAnswer>(undefined);
  useEffect(() => {
    if (!answer || reported.current === answer) return;
    reported.current = answer;
    changed(answer.transaction);
    onRefunded(answer);
  }, [answer, changed, onRefunded]);
  // A refused attempt may have changed what is refundable (someone else refunded, Razorpay refused): read it again.
  useEffect(() => {
    if (view.error) void queryClient.invalidateQueries({ queryKey: transactionKey(transaction.id) });
  }, [view.error, queryClient, transaction.id]);

  return (
    <ActionDialog
      title="Refund this payment"
      isOpen
      submitLabel="Refund"
      tone="danger"
      {...dialog}
      failure={view.error instanceof ApiError && view.error.status === 502 ? RAZORPAY_REFUSED : dialog.failure}
    >
      <Text>
        {`${formatPaise(transaction.refundablePaise)} can be refunded (all of it is a full refund; less is a partial one). The customer is mailed a credit note once Razorpay has processed it.`}
      </Text>
      <TextField label="Amount in rupees" inputMode="decimal" required {...field('amount')} />
      <TextArea
        label="Reason"
        hint="Kept in the audit log."
        required
        maxLength={REFUND_REASON_MAX_LENGTH}
        {...field('reason')}
      />
      <Select
        label="Speed"
        options={SPEEDS}
        value={speed.value}
        onChange={(value) => speed.onChange(value ?? 'normal')}
      />
    </ActionDialog>
  );
}
