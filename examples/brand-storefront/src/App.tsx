import {
  AuthProvider,
  useAuthActorRef,
  useAuthError,
  useAuthStep,
  useCurrentUser,
  useIsAuthenticated,
} from '@startwise/flows/react';
import {
  Button,
  Container,
  Heading,
  Inline,
  Logo,
  PageLayout,
  Stack,
  Text,
  ToastProvider,
  UiProvider,
} from '@startwise/ui';
import { ApplyForService } from './ApplyForService';
import { api, storage } from './api';
import { acmeAuthMachine } from './auth';
import { CodeStep } from './CodeStep';
import { LoginForm } from './LoginForm';
import { acmeLegalTheme } from './theme';

function SignedIn() {
  const user = useCurrentUser();
  const actor = useAuthActorRef();
  return (
    <Stack space="xlarge">
      <Inline space="medium" align="spaceBetween" alignY="center">
        <Heading level="1">Welcome, {user?.fullName}</Heading>
        <Button variant="secondary" onClick={() => actor.send({ type: 'LOGOUT' })}>
          Log out
        </Button>
      </Inline>
      <ApplyForService api={api} slug="patent-search" />
    </Stack>
  );
}

function Screens() {
  const signedIn = useIsAuthenticated();
  const step = useAuthStep();
  const error = useAuthError();
  if (signedIn) return <SignedIn />;
  if (step === 'email-verification' || step === 'two-factor') return <CodeStep step={step} error={error} />;
  return <LoginForm error={error} />;
}

export function App() {
  return (
    <UiProvider theme={acmeLegalTheme}>
      <ToastProvider>
        <AuthProvider machine={acmeAuthMachine} storage={storage}>
          <PageLayout logo={<Logo name="Acme Legal" />}>
            <Container width="medium">
              <Stack space="xlarge">
                <Text tone="muted">Contracts, trademarks and company filings, done by lawyers.</Text>
                <Screens />
              </Stack>
            </Container>
          </PageLayout>
        </AuthProvider>
      </ToastProvider>
    </UiProvider>
  );
}
