import { useToast } from '@startwise/ui';
import { useEffect } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { ActionDialogProps } from './ActionDialog';
import { formFailure, serverFieldErrors } from './errors';

/** A form's own checks, run on submit: a message for each wrong field, none for a valid form. */
export type FormCheck<Values extends FieldValues> = (values: Values) => Partial<Record<Path<Values>, string>>;

/** The call a form makes: a react-query mutation, or a flow's view of one. */
export interface FormCall {
  /** The last failure: its 422 field errors are shown by the fields, anything else above the buttons. */
  error: unknown;
  isPending: boolean;
  /** Forgets the last failure when the dialog closes. */
  reset?: () => void;
}

export interface ActionFormOptions<Values extends FieldValues> {
  /** The empty form; every field the server may name is one of its keys. */
  defaultValues: Values;
  check: FormCheck<Values>;
  call: FormCall;
  /** Fields the server names differently from the form, e.g. `{ amountPaise: 'amount' }`. */
  serverNames?: Partial<Record<string, Path<Values>>>;
  /** Makes the call with values that passed `check`. */
  onSubmit: (values: Values) => void;
  onClose: () => void;
}

export interface ActionForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** A text, date or text-area field's props: registered with the form, with its message. */
  field: (
    name: Path<Values>,
  ) => Pick<UseFormRegisterReturn, 'name' | 'ref' | 'onChange' | 'onBlur'> & { error?: string };
  /** The ActionDialog's props for this form. */
  dialog: Pick<ActionDialogProps, 'onOpenChange' | 'pending' | 'failure' | 'onSubmit'>;
  /** After a call that worked: says so in a toast, empties the form and closes. */
  finish: (message: string) => void;
}

const checkResolver =
  <Values extends FieldValues>(check: FormCheck<Values>): Resolver<Values> =>
  (values) => {
    const problems = Object.entries(check(values)).filter(([, message]) => message);
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(problems.map(([name, message]) => [name, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<Values> };
  };

/**
 * The state of an ActionDialog's form (react-hook-form): checked on submit, emptied on close, and, as before the
 * library, an edit clears that field's message until the next submit. The server's 422 field errors land on
 * their fields; any other failure shows above the buttons.
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
  const form = useForm<Values>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: checkResolver(check),
    reValidateMode: 'onSubmit',
    // Focus stays on the pressed button, as it did before the library: moving it to the first wrong field would
    // change what the dialogs do, which this move onto the library does not.
    shouldFocusError: false,
  });
  const { subscribe, clearErrors, setError, register, formState } = form;

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ name, type }) => {
          if (name && type === 'change') clearErrors(name as Path<Values>);
        },
      }),
    [subscribe, clearErrors],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure; a dialog's names and defaults are fixed.
  useEffect(() => {
    for (const [serverName, message] of Object.entries(serverFieldErrors(call.error))) {
      const name = serverNames[serverName] ?? serverName;
      if (name in defaultValues) setError(name as Path<Values>, { type: 'server', message });
    }
  }, [call.error, setError]);

  const close = () => {
    form.reset();
    call.reset?.();
    onClose();
  };
  return {
    form,
    field: (name) => ({ ...register(name), error: form.getFieldState(name, formState).error?.message }),
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
