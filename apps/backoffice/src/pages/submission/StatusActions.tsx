import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import { offeredStatusMoves, REFUND_BEFORE_REJECTING, type SubmissionStatusValue } from '@startwise/flows/rules';
import { Button, ConfirmDialog, Inline, Link, Stack, Text, useToast } from '@startwise/ui';
import { useState } from 'react';
import { paths } from '../../app/paths';
import { failureText } from '../../forms/errors';
import { RejectDialog } from './RejectDialog';
import { movedMessage, useStatusMove } from './status-move';

const MOVE_LABELS: Record<SubmissionStatusValue, string> = {
  pending: 'Back to pending',
  processing: 'Start processing',
  completed: 'Mark completed',
  rejected: 'Reject',
};

const CONFIRMATIONS: Partial<Record<SubmissionStatusValue, { title: string; text: string }>> = {
  processing: {
    title: 'Start processing?',
    text: 'The submission moves to processing and the customer is emailed the new status.',
  },
  completed: {
    title: 'Mark as completed?',
    text: 'Completed is final. The customer is emailed. To send the final documents with it, use Deliver documents instead.',
  },
};

interface StatusActionsProps {
  submissionId: string;
  status: string;
  paid: boolean;
  /** The submission's transaction: where an admin refunds a paid submission before rejecting it. */
  transactionId?: string;
}

/**
 * The status moves the submission-status rule allows from here (flows' offeredStatusMoves): nothing else is
 * offered. Each asks first; a rejection needs the reason the customer will read.
 */
export function StatusActions({ submissionId, status, paid, transactionId }: StatusActionsProps) {
  const toast = useToast();
  const admin = useStaffSession(staffSession.isAdmin);
  const [chosen, setChosen] = useState<SubmissionStatusValue | null>(null);
  const move = useStatusMove(submissionId);
  const moves = offeredStatusMoves(status, paid);

  const close = () => {
    setChosen(null);
    move.reset();
  };
  const send = (to: 'processing' | 'completed') =>
    move.mutate(
      { status: to },
      {
        onSuccess: ({ status: now }) => {
          toast.success(movedMessage(now));
          close();
        },
      },
    );

  if (moves.length === 0) {
    return <Text tone="muted">{`This submission is ${status}: its status cannot change any more.`}</Text>;
  }
  const confirmation = chosen ? CONFIRMATIONS[chosen] : undefined;
  return (
    <Stack space="small">
      <Inline space="small">
        {moves.map((to) => (
          <Button key={to} variant={to === 'rejected' ? 'danger' : 'primary'} onClick={() => setChosen(to)}>
            {MOVE_LABELS[to]}
          </Button>
        ))}
      </Inline>
      {paid && status !== 'completed' && status !== 'rejected' ? (
        <Text size="small" tone="muted">
          {`${REFUND_BEFORE_REJECTING}. `}
          {admin && transactionId ? (
            <Link href={paths.transaction(transactionId)}>Refund it from the transaction</Link>
          ) : (
            'An admin refunds it from Payments.'
          )}
        </Text>
      ) : null}
      {confirmation && (chosen === 'processing' || chosen === 'completed') ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && close()}
          title={confirmation.title}
          confirmLabel={MOVE_LABELS[chosen]}
          tone="primary"
          isConfirming={move.isPending}
          onConfirm={() => send(chosen)}
        >
          <Stack space="small">
            <Text>{confirmation.text}</Text>
            {move.isError ? <Text tone="critical">{failureText(move.error)}</Text> : null}
          </Stack>
        </ConfirmDialog>
      ) : null}
      <RejectDialog
        submissionId={submissionId}
        status={status}
        paid={paid}
        isOpen={chosen === 'rejected'}
        onClose={() => setChosen(null)}
      />
    </Stack>
  );
}
