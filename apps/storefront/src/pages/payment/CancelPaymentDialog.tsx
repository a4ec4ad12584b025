import { CANCEL_PAYMENT_CONFIRM, CANCEL_PAYMENT_GO_BACK, CANCEL_PAYMENT_TITLE } from '@startwise/flows/rules';
import { Alert, ConfirmDialog, Stack, Text } from '@startwise/ui';

export interface CancelPaymentDialogProps {
  isOpen: boolean;
  onGoBack: () => void;
  onConfirm: () => void;
  isCancelling: boolean;
  /** Why the last attempt to cancel failed. */
  error?: string;
}

/** Spec 4 'Cancel Payment?': the payment session ends for good; a new payment can be started later. */
export function CancelPaymentDialog({ isOpen, onGoBack, onConfirm, isCancelling, error }: CancelPaymentDialogProps) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onGoBack();
      }}
      title={CANCEL_PAYMENT_TITLE}
      confirmLabel={CANCEL_PAYMENT_CONFIRM}
      cancelLabel={CANCEL_PAYMENT_GO_BACK}
      onConfirm={onConfirm}
      isConfirming={isCancelling}
      tone="danger"
    >
      <Stack space="medium">
        <Text>
          This payment session will be permanently cancelled. You can start a new payment for this submission later.
        </Text>
        {error ? <Alert tone="critical">{error}</Alert> : null}
      </Stack>
    </ConfirmDialog>
  );
}
