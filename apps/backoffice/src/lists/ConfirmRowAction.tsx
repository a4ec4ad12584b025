import { ConfirmDialog, Stack, Text, useToast } from '@startwise/ui';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { failureText } from '../forms/errors';

interface ConfirmRowActionProps<Row, Result> {
  /** The row the action was pressed on; null while nothing is asked. */
  row: Row | null;
  /** Forgets the row (the dialog closes). */
  onClose: () => void;
  action: UseMutationResult<Result, Error, Row>;
  title: string;
  confirmLabel: string;
  /** The toast once it is done. */
  doneMessage: (result: Result, row: Row) => string;
  /** What the action does, in words. */
  children: ReactNode;
}

/**
 * Asks before a list's row action (deactivate, remove, unsubscribe): confirming runs it, toasts what was done and
 * closes; a refusal stays in the dialog in the server's words until it is closed.
 */
export function ConfirmRowAction<Row, Result>({
  row,
  onClose,
  action,
  title,
  confirmLabel,
  doneMessage,
  children,
}: ConfirmRowActionProps<Row, Result>) {
  const toast = useToast();
  const close = () => {
    onClose();
    action.reset();
  };
  const confirm = (chosen: Row) =>
    action.mutate(chosen, {
      onSuccess: (result) => {
        toast.success(doneMessage(result, chosen));
        onClose();
      },
    });
  return (
    <ConfirmDialog
      isOpen={row !== null}
      onOpenChange={(open) => !open && close()}
      title={title}
      confirmLabel={confirmLabel}
      isConfirming={action.isPending}
      onConfirm={() => row !== null && confirm(row)}
    >
      <Stack space="small">
        <Text>{children}</Text>
        {action.isError ? <Text tone="critical">{failureText(action.error)}</Text> : null}
      </Stack>
    </ConfirmDialog>
  );
}
