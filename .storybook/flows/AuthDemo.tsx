import { auth, authMachine } from '@startwise/flows';
import {
  AuthProvider,
  useAuthActorRef,
  useAuthError,
  useAuthMessage,
  useAuthSelector,
  useCodeExpiresIn,
  useCurrentUser,
  usePendingEmail,
} from '@startwise/flows/react';
import { Alert, Button, CodeInput, Countdown, Heading, Inline, Stack, Text, TextField } from '@startwise/ui';
import { type FormEvent, useEffect, useState } from 'react';
import { fakeLatency } from './fakeLatency';

/** The code the fake server accepts. */
export const DEMO_TWO_FACTOR_CODE = '123456';

// The real auth machine with fake services: every login asks for a two-factor code, and only DEMO_TWO_FACTOR_CODE
// passes. Rejections carry a message the way the storefront's API client's errors do.
const demoMachine = auth.provideAuthServices(authMachine, {
  login: async ({ email }) => {
    await fakeLatency();
    return { twoFactorRequired: true, email };
  },
  verifyTwoFactor: async ({ email, otp }) => {
    await fakeLatency();
    if (otp !== DEMO_TWO_FACTOR_CODE) throw { message: 'Invalid or expired verification code' };
    return { token: 'demo-token', refreshToken: 'demo-refresh', user: { fullName: 'Asha Rao', email } };
  },
  logout: async () => fakeLatency(),
});

function LoginForm() {
  const actor = useAuthActorRef();
  const fieldErrors = useAuthSelector(auth.authFieldErrors);
  const submitting = useAuthSelector(auth.isSubmitting);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'LOGIN', email, password });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack space="medium">
        <Heading level="3">Login</Heading>
        <TextField
          label="Email"
          type="email"
          value={email}
          error={fieldErrors.email}
          onChange={(event) => {
            setEmail(event.target.value);
            actor.send({ type: 'EDIT_FIELD', field: 'email' });
          }}
        />
        <TextField
          label="Password"
          type="password"
          value={password}
          error={fieldErrors.password}
          onChange={(event) => {
            setPassword(event.target.value);
            actor.send({ type: 'EDIT_FIELD', field: 'password' });
          }}
        />
        <Inline space="small">
          <Button type="submit" loading={submitting}>
            Login
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

function TwoFactorStep({ email }: { email: string }) {
  const actor = useAuthActorRef();
  const secondsLeft = useCodeExpiresIn();
  const expired = useAuthSelector(auth.isTwoFactorExpired);
  const submitting = useAuthSelector(auth.isSubmitting);
  const error = useAuthError();
  const [code, setCode] = useState('');
  // A refused code is cleared, so the next one is typed from the first box.
  useEffect(() => {
    if (error) setCode('');
  }, [error]);
  return (
    <Stack space="medium">
      <Heading level="3">Two-factor verification</Heading>
      <CodeInput
        label="Verification code"
        hint={`We sent a 6-digit code to ${email}`}
        value={code}
        onChange={setCode}
        disabled={submitting || expired}
        onComplete={(complete) => actor.send({ type: 'SUBMIT_CODE', code: complete })}
      />
      <Countdown seconds={secondsLeft} label="Code expires in" />
      <Inline space="small">
        <Button variant="secondary" onClick={() => actor.send({ type: 'CANCEL' })}>
          Cancel
        </Button>
      </Inline>
    </Stack>
  );
}

function AuthScreens() {
  const actor = useAuthActorRef();
  const user = useCurrentUser();
  const signedIn = useAuthSelector(auth.isAuthenticated);
  const pendingEmail = usePendingEmail();
  const error = useAuthError();
  const message = useAuthMessage();
  return (
    <Stack space="medium">
      {error && <Alert tone="critical">{error}</Alert>}
      {message && <Alert tone="positive">{message}</Alert>}
      {signedIn && user ? (
        <Stack space="medium">
          <Text>{`Signed in as ${user.fullName}`}</Text>
          <Inline space="small">
            <Button variant="secondary" onClick={() => actor.send({ type: 'LOGOUT' })}>
              Logout
            </Button>
          </Inline>
        </Stack>
      ) : pendingEmail ? (
        <TwoFactorStep email={pendingEmail} />
      ) : (
        <LoginForm />
      )}
    </Stack>
  );
}

/** Login with two-factor verification and logout, on the real auth machine (keys kept in memory). */
export function AuthDemo() {
  const [storage] = useState(() => auth.memoryStorage());
  return (
    <AuthProvider machine={demoMachine} storage={storage}>
      <AuthScreens />
    </AuthProvider>
  );
}
