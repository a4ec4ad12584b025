import { useToast } from '@startwise/ui';
import type { FieldValues } from 'react-hook-form';
import type { ActionDialogProps } from './ActionDialog';
import { formFailure } from './errors';
import { type CheckedForm, type CheckedFormOptions, useCheckedForm } from './useCheckedForm';

/** The call a form makes: a react-query mutation, or a flow's view of one. */
export interface FormCall {
  /** The last failure: its 422 field errors are shown by the fields, anything else above the buttons. */
  error: unknown;
  isPending: boolean;
  /** Forgets the last failure when the dialog closes. */
  reset?: () => void;
}

export interface ActionFormOptions<Values extends FieldValues>
  extends Pick<CheckedFormOptions<Values>, 'defaultValues' | 'check' | 'serverNames'> {
  call: FormCall;
  /** Makes the call with values that passed `check`. */
  onSubmit: (values: Values) => void;
  onClose: () => void;
}

export interface ActionForm<Values extends FieldValues> extends CheckedForm<Values> {
  /** The ActionDialog's props for this form. */
  dialog: Pick<ActionDialogProps, 'onOpenChange' | 'pending' | 'failure' | 'onSubmit'>;
  /** After a call that worked: says so in a toast, empties the form and closes. */
  finish: (message: string) => void;
}

/**
 * The state of an ActionDialog's form (`useCheckedForm`): checked on submit, emptied on close; the server's 422
 * field errors land on their fields, any other failure shows above the buttons.
 */
export function useActionForm<Values extends FieldValues>({
  defaultValues,
  check,
  call,
  serverNames = {},
  onSubmit,
  onClose,
}: ActionFormOptions<Values>): ActionForm<Values> {
  const toast = useToast();
  const { form, field } = useCheckedForm({ defaultValues, check, error: call.error, serverNames });

  const close = () => {
    form.reset();
    call.reset?.();
    onClose();
  };
  return {
    form,
    field,
    dialog: {
      onOpenChange: (open) => {
        if (!open) close();
      },
      pending: call.isPending,
      failure: formFailure(call.error),
      onSubmit: form.handleSubmit(onSubmit),
    },
    finish: (message) => {
      toast.success(message);
      close();
    },
  };
}
