import { Alert, Button, Dialog, Stack } from '@startwise/ui';
import { type FormEvent, type ReactNode, useId } from 'react';

/** How a page opens a dialog and hears it close. */
export interface DialogOpenProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export interface ActionDialogProps extends DialogOpenProps {
  title: string;
  /** The primary button, e.g. 'Send request'. */
  submitLabel: string;
  pending: boolean;
  /** The server's refusal, shown above the buttons (field errors are shown by the fields). */
  failure?: string;
  onSubmit: () => void;
  tone?: 'primary' | 'danger';
  children: ReactNode;
}

/**
 * A dialog holding one form of the back office (reject, request a document, deliver): the fields, the server's
 * refusal, Cancel and the action. It stays open while the request runs and after a refusal.
 */
export function ActionDialog({
  title,
  isOpen,
  onOpenChange,
  submitLabel,
  pending,
  failure,
  onSubmit,
  tone = 'primary',
  children,
}: ActionDialogProps) {
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) onSubmit();
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!pending) onOpenChange(open);
      }}
      title={title}
      isDismissable={!pending}
      footer={
        <>
          <Button variant="secondary" disabled={pending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} variant={tone} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate aria-busy={pending}>
        <Stack space="medium">
          {children}
          {failure ? <Alert tone="critical">{failure}</Alert> : null}
        </Stack>
      </form>
    </Dialog>
  );
}
