import { useAuthActorRef, useIsAuthSubmitting } from '@startwise/flows/react';
import { Alert, Button, Heading, Stack, TextField } from '@startwise/ui';
import { type FormEvent, useState } from 'react';

/** Email and password; the flow checks them (spec 5 rules) before it calls the API. */
export function LoginForm({ error }: { error: string | null }) {
  const actor = useAuthActorRef();
  const submitting = useIsAuthSubmitting();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'LOGIN', email, password });
  };
  return (
    <form onSubmit={onSubmit} aria-label="Login" noValidate>
      <Stack space="large">
        <Heading level="1">Log in to Acme Legal</Heading>
        {error ? <Alert tone="critical">{error}</Alert> : null}
        <TextField label="Email" type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Button type="submit" loading={submitting}>
          Login
        </Button>
      </Stack>
    </form>
  );
}
