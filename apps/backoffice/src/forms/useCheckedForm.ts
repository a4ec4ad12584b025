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
import { serverFieldErrors } from './errors';

/** A form's own checks, run on submit: a message for each wrong field, none for a valid form. */
export type FormCheck<Values extends FieldValues> = (values: Values) => Partial<Record<Path<Values>, string>>;

export interface CheckedFormOptions<Values extends FieldValues> {
  /** The empty form; every field the server may name is one of its keys. */
  defaultValues: Values;
  check: FormCheck<Values>;
  /** The last failure of the form's call: its 422 field errors (and a 409 on `conflictField`) land on the fields. */
  error: unknown;
  /** Fields the server names differently from the form, e.g. `{ amountPaise: 'amount' }`. */
  serverNames?: Partial<Record<string, Path<Values>>>;
  /** The field a 409 is about: one that must be unique, such as a catalog entry's slug. */
  conflictField?: Path<Values>;
}

export interface CheckedForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  /** A text, date or text-area field's props: registered with the form, with its message. */
  field: (
    name: Path<Values>,
  ) => Pick<UseFormRegisterReturn, 'name' | 'ref' | 'onChange' | 'onBlur'> & { error?: string };
}

/** What a kit field takes of `register`'s props: its number rules' typing (min, max) does not fit the kit's. */
export const registered = ({ name, ref, onChange, onBlur }: UseFormRegisterReturn) => ({ name, ref, onChange, onBlur });

const checkResolver =
  <Values extends FieldValues>(check: FormCheck<Values>): Resolver<Values> =>
  (values) => {
    const problems = Object.entries(check(values)).filter(([, message]) => message);
    if (problems.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(problems.map(([name, message]) => [name, { type: 'validate', message }]));
    return { values: {}, errors: errors as FieldErrors<Values> };
  };

/**
 * A back-office form on react-hook-form: checked on submit by `check` (the flows rules), and, as before the library,
 * an edit clears that field's message until the next submit. The server's refusal lands on the fields it names.
 */
export function useCheckedForm<Values extends FieldValues>({
  defaultValues,
  check,
  error,
  serverNames = {},
  conflictField,
}: CheckedFormOptions<Values>): CheckedForm<Values> {
  const form = useForm<Values>({
    defaultValues: defaultValues as DefaultValues<Values>,
    resolver: checkResolver(check),
    reValidateMode: 'onSubmit',
    // Focus stays on the pressed button, as it did before the library: moving it to the first wrong field would
    // change what the forms do, which this move onto the library does not.
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

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure; a form's names and defaults are fixed.
  useEffect(() => {
    for (const [serverName, message] of Object.entries(serverFieldErrors(error, conflictField))) {
      const name = serverNames[serverName] ?? serverName;
      if (name in defaultValues) setError(name as Path<Values>, { type: 'server', message });
    }
  }, [error, setError]);

  return {
    form,
    field: (name) => ({ ...registered(register(name)), error: form.getFieldState(name, formState).error?.message }),
  };
}
