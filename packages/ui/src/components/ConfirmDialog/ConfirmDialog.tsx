import type { ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

export const confirmTones = ['danger', 'primary'] as const;
export type ConfirmTone = (typeof confirmTones)[number];

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The question, e.g. 'Cancel Payment?'. */
  title: string;
  /** What happens if the user confirms. */
  children: ReactNode;
  /** e.g. 'Confirm Cancellation'. */
  confirmLabel: string;
  /** e.g. 'Go Back'. */
  cancelLabel?: string;
  /** Called on the confirm button; the caller closes the dialog when the work is done. */
  onConfirm: () => void;
  /** `danger` for destructive or irreversible actions. */
  tone?: ConfirmTone;
  /** Shows the confirm button as loading and keeps the dialog open. */
  isConfirming?: boolean;
}

/**
 * Asks the user to confirm an action (an `alertdialog`). Focus starts on the cancel button so a stray
 * Enter never confirms a destructive action; Escape and the cancel button close without confirming.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  tone = 'danger',
  isConfirming = false,
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!isConfirming) onOpenChange(open);
      }}
      title={title}
      role="alertdialog"
      size="small"
      isDismissable={false}
      hideCloseButton
      footer={
        <>
          <Button variant="secondary" autoFocus disabled={isConfirming} onClick={() => onOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone} loading={isConfirming} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
