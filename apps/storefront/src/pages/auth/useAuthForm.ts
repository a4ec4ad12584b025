import { auth } from '@startwise/flows';
import { useAuthActorRef, useAuthSelector } from '@startwise/flows/react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { useAuthRuntime } from '../../app/session';

/**
 * The values of one auth form, with each field's message from the flow (client rules or the server's 422).
 * Editing a field tells the flow, which clears that field's message (spec 5 "Errors clear per field on edit").
 * `starting` is true while the page is drawn before the auth flow runs: the form is shown but not sent yet.
 */
export function useAuthForm<Values extends Record<string, string>>(initial: Values) {
  const actorRef = useAuthActorRef();
  const errors = useAuthSelector(auth.authFieldErrors);
  // Until the auth runtime runs, a guest page is drawn from its signed-out first frame (auth/AuthRoutes.tsx).
  const starting = useAuthRuntime().actor === null;
  const [values, setValues] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  // A server-rendered form: what a person typed before the page hydrated is in the inputs, not in the state. Once,
  // on hydration, take it over, so it is kept and sent like anything typed later.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration; later the inputs and the state agree
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = Object.keys(initial).flatMap((name) => {
      const input = form.elements.namedItem(name);
      return input instanceof HTMLInputElement && input.value !== initial[name] ? [[name, input.value]] : [];
    });
    if (typed.length > 0) setValues((current) => ({ ...current, ...Object.fromEntries(typed) }));
  }, []);
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
  return { values, setValues, field, formRef, starting };
}
