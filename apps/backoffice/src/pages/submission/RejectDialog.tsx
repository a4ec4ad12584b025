import { statusMoveRefusal } from '@startwise/flows/rules';
import { Text, TextArea } from '@startwise/ui';
import { ActionDialog } from '../../forms/ActionDialog';
import { useActionForm } from '../../forms/useActionForm';
import { movedMessage, useStatusMove } from './status-move';

interface RejectDialogProps {
  submissionId: string;
  status: string;
  paid: boolean;
  isOpen: boolean;
  onClose: () => void;
}

/** Rejects the submission with the reason the customer is emailed; flows' status rule checks the reason first. */
export function RejectDialog({ submissionId, status, paid, isOpen, onClose }: RejectDialogProps) {
  const reject = useStatusMove(submissionId);
  const { field, dialog, finish } = useActionForm({
    defaultValues: { reason: '' },
    check: ({ reason }) => {
      const refusal = statusMoveRefusal(status, { to: 'rejected', reason }, paid);
      return { reason: refusal?.kind === 'invalid' ? refusal.message : undefined };
    },
    call: reject,
    onSubmit: ({ reason }) =>
      reject.mutate(
        { status: 'rejected', reason: reason.trim() },
        { onSuccess: ({ status: now }) => finish(movedMessage(now)) },
      ),
    onClose,
  });

  return (
    <ActionDialog title="Reject this submission?" isOpen={isOpen} submitLabel="Reject" tone="danger" {...dialog}>
      <Text>Rejected is final. The customer is emailed the reason.</Text>
      <TextArea label="Reason for the customer" required maxLength={500} {...field('reason')} />
    </ActionDialog>
  );
}
