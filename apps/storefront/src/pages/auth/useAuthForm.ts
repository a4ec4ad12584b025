import { auth } from '@startwise/flows';
import { useAuthActorRef, useAuthSelector } from '@startwise/flows/react';
import { type ChangeEvent, useState } from 'react';

/**
 * The values of one auth form, with each field's message from the flow (client rules or the server's 422).
 * Editing a field tells the flow, which clears that field's message (spec 5 "Errors clear per field on edit").
 */
export function useAuthForm<Values extends Record<string, string>>(initial: Values) {
  const actorRef = useAuthActorRef();
  const errors = useAuthSelector(auth.authFieldErrors);
  const [values, setValues] = useState(initial);
  const field = (name: keyof Values & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      if (errors[name]) actorRef.send({ type: 'EDIT_FIELD', field: name });
    },
  });
  return { values, setValues, field };
}
