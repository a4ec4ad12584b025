import { ApiError, type RefundAnswer, refundTransaction } from '@startwise/api-client';
import { refund, refundMachine } from '@startwise/flows';
import { useFlow } from '@startwise/flows/react';
import { checkRefundForm, paiseToRupeesInput, REFUND_REASON_MAX_LENGTH } from '@startwise/flows/rules';
import { formatPaise } from '@startwise/format';
import { Select, Text, TextArea, TextField } from '@startwise/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { api } from '../../app/api';
import { ActionDialog } from '../../forms/ActionDialog';
import { failureText } from '../../forms/errors';
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
  const [amount, setAmount] = useState(() => paiseToRupeesInput(transaction.refundablePaise));
  const [reason, setReason] = useState('');
  const [speed, setSpeed] = useState('normal');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'reason', string>>>({});
  // The server's word on the amount holds until the amount is changed.
  const [amountChanged, setAmountChanged] = useState(false);

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

  const submit = () => {
    const check = checkRefundForm(
      { amount, reason, instant: speed === 'optimum' },
      transaction.refundablePaise,
      formatPaise,
    );
    if (!check.ok) return setErrors(check.errors);
    setErrors({});
    setAmountChanged(false);
    send({ type: 'SUBMIT', body: check.body });
  };
  const error = view.error;
  const amountRefusal = error instanceof ApiError ? error.fieldErrors.amountPaise : undefined;
  const failure =
    error instanceof ApiError && error.status === 502
      ? RAZORPAY_REFUSED
      : amountRefusal
        ? undefined
        : failureText(error);

  return (
    <ActionDialog
      title="Refund this payment"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      submitLabel="Refund"
      tone="danger"
      pending={view.sending}
      failure={failure}
      onSubmit={submit}
    >
      <Text>
        {`${formatPaise(transaction.refundablePaise)} can be refunded (all of it is a full refund; less is a partial one). The customer is mailed a credit note once Razorpay has processed it.`}
      </Text>
      <TextField
        label="Amount in rupees"
        inputMode="decimal"
        required
        value={amount}
        error={errors.amount ?? (amountChanged ? undefined : amountRefusal)}
        onChange={(event) => {
          setAmount(event.target.value);
          setAmountChanged(true);
          setErrors((current) => ({ ...current, amount: undefined }));
        }}
      />
      <TextArea
        label="Reason"
        hint="Kept in the audit log."
        required
        maxLength={REFUND_REASON_MAX_LENGTH}
        value={reason}
        error={errors.reason}
        onChange={(event) => {
          setReason(event.target.value);
          setErrors((current) => ({ ...current, reason: undefined }));
        }}
      />
      <Select label="Speed" options={SPEEDS} value={speed} onChange={(value) => setSpeed(value ?? 'normal')} />
    </ActionDialog>
  );
}
