// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type AuthMachine,
  type AuthStorage,
  authMachine,
  isTwoFactorExpired,
  memoryStorage,
  provideAuthServices,
  withAuthStorage,
} from '../../src/machines/auth/index.js';
import { codeEntryMachine, enteredCode, formatCountdown, isCodeComplete } from '../../src/machines/code-entry/index.js';
import {
  type AuthActor,
  AuthActorProvider,
  AuthProvider,
  useAuthActor,
  useAuthActorRef,
  useAuthError,
  useAuthSelector,
  useCodeEntry,
  useCodeExpiresIn,
  useCurrentUser,
  useFlow,
  useIsAuthenticated,
  usePendingEmail,
  useResendAvailableIn,
  useTwoFactorEnabled,
} from '../../src/react/index.js';
import { EMAIL, PASSWORD, session, user } from '../machines/auth-fixtures.js';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const renders = { header: 0, security: 0 };

function Header() {
  renders.header++;
  const signedIn = useIsAuthenticated();
  const user = useCurrentUser();
  const error = useAuthError();
  const auth = useAuthActorRef();
  return (
    <header>
      <p>{signedIn ? `Hello ${user?.fullName}` : 'Signed out'}</p>
      {error && <p role="alert">{error}</p>}
      <button type="button" onClick={() => auth.send({ type: 'LOGIN', email: EMAIL, password: PASSWORD })}>
        Login
      </button>
    </header>
  );
}

function SecurityBadge() {
  renders.security++;
  return <p>{useTwoFactorEnabled() ? 'Two-factor on' : 'Two-factor off'}</p>;
}

/** Starts an actor the way an app does outside any provider, and hands it to the test. */
let startedActor: AuthActor | null = null;
function ActorStarter({ machine, storage }: { machine: AuthMachine; storage: AuthStorage }) {
  startedActor = useAuthActor({ machine, storage });
  return null;
}

describe('AuthProvider and selector hooks', () => {
  it('re-renders a component when its selected value changes, and only then', async () => {
    renders.header = 0;
    renders.security = 0;
    const machine = provideAuthServices(authMachine, { login: async () => session });
    render(
      <AuthProvider machine={machine} storage={memoryStorage()}>
        <Header />
        <SecurityBadge />
      </AuthProvider>,
    );
    expect(screen.getByText('Signed out')).toBeTruthy();
    const headerRendersBefore = renders.header;
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Hello Asha Rao')).toBeTruthy();
    expect(renders.header).toBeGreaterThan(headerRendersBefore);
    // Two-factor stayed off through the whole login: the badge never re-rendered.
    expect(screen.getByText('Two-factor off')).toBeTruthy();
    expect(renders.security).toBe(1);
  });

  it('starts from the keys the previous visit stored', () => {
    const storage = memoryStorage({ token: 'stored', refreshToken: 'stored-refresh', user: JSON.stringify(user) });
    const machine = provideAuthServices(authMachine, { fetchMe: async () => ({ ...user, fullName: 'Asha Rao' }) });
    render(
      <AuthProvider machine={machine} storage={storage}>
        <Header />
      </AuthProvider>,
    );
    expect(screen.getByText('Hello Asha Rao')).toBeTruthy();
  });

  it('shows the server message of a failed login', async () => {
    const failing = provideAuthServices(authMachine, {
      login: async () => {
        throw { status: 401, message: 'Invalid email or password' };
      },
    });
    render(
      <AuthProvider machine={failing} storage={memoryStorage()}>
        <Header />
      </AuthProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password');
  });

  it('shares one actor started in one part of the tree with another (AuthActorProvider)', async () => {
    const machine = provideAuthServices(authMachine, { login: async () => session });
    const storage = memoryStorage();
    const { rerender } = render(<ActorStarter machine={machine} storage={storage} />);
    const actor = startedActor as unknown as AuthActor;
    rerender(
      <>
        <ActorStarter machine={machine} storage={storage} />
        <AuthActorProvider actor={actor}>
          <Header />
        </AuthActorProvider>
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Hello Asha Rao')).toBeTruthy();
    // The login went through the actor the starter owns, and was persisted through its storage.
    expect(startedActor).toBe(actor);
    expect(storage.get('token')).toBe(session.token);
  });

  it('says how to fix a hook used without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Header />)).toThrow(/need an <AuthProvider>/);
  });
});

function TwoFactorPage() {
  const email = usePendingEmail();
  const left = useCodeExpiresIn();
  const auth = useAuthActorRef();
  const code = useCodeEntry((entered) => auth.send({ type: 'SUBMIT_CODE', code: entered }));
  if (!email) return <p>Go to login</p>;
  return (
    <form>
      <p>Code sent to {email}</p>
      <p>Expires in {formatCountdown(left)}</p>
      {code.digits.map((digit, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are positions, they never move
          key={index}
          aria-label={`Digit ${index + 1}`}
          value={digit}
          onChange={(event) => code.type(index, event.target.value.slice(-1))}
          onPaste={(event) => code.paste(event.clipboardData.getData('text'))}
        />
      ))}
    </form>
  );
}

describe('two-factor page bindings', () => {
  it('ticks the countdown and submits a pasted code', async () => {
    vi.useFakeTimers();
    const verifyTwoFactor = vi.fn(async () => session);
    const machine = provideAuthServices(authMachine, { verifyTwoFactor });
    const storage = memoryStorage({ authStep: 'two-factor', tempEmail: EMAIL });
    render(
      <AuthProvider machine={machine} storage={storage}>
        <TwoFactorPage />
      </AuthProvider>,
    );
    expect(screen.getByText(`Code sent to ${EMAIL}`)).toBeTruthy();
    expect(screen.getByText('Expires in 05:00')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('Expires in 04:59')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Digit 1'), { target: { value: '9' } });
    expect((screen.getByLabelText('Digit 1') as HTMLInputElement).value).toBe('9');
    fireEvent.paste(screen.getByLabelText('Digit 1'), { clipboardData: { getData: () => '123 456' } });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(verifyTwoFactor).toHaveBeenCalledWith({ email: EMAIL, otp: '123456' }, expect.any(AbortSignal));
    expect(screen.getByText('Go to login')).toBeTruthy();
  });
});

function VerifyEmailPage() {
  const auth = useAuthActorRef();
  const wait = useResendAvailableIn();
  return (
    <button type="button" disabled={wait > 0} onClick={() => auth.send({ type: 'RESEND_CODE' })}>
      {wait > 0 ? `Resend in ${wait}s` : 'Resend Code'}
    </button>
  );
}

describe('resuming a persisted snapshot', () => {
  it('keeps counting down from where the two-factor code was, and expires it', async () => {
    vi.useFakeTimers();
    const machine = provideAuthServices(authMachine, {
      login: async () => ({ twoFactorRequired: true, email: EMAIL }),
    });
    const storage = memoryStorage();
    const earlier = createActor(withAuthStorage(machine, storage)).start();
    earlier.send({ type: 'LOGIN', email: EMAIL, password: PASSWORD });
    await vi.advanceTimersByTimeAsync(100_000);
    const snapshot = earlier.getPersistedSnapshot();
    earlier.stop();

    render(
      <AuthProvider machine={machine} storage={storage} snapshot={snapshot}>
        <TwoFactorPage />
        <ExpiryNotice />
      </AuthProvider>,
    );
    expect(screen.getByText('Expires in 03:20')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(200_000));
    expect(screen.getByText('Expires in 00:00')).toBeTruthy();
    expect(screen.getByText('The code has expired')).toBeTruthy();
  });
});

function ExpiryNotice() {
  return useAuthSelector(isTwoFactorExpired) ? <p>The code has expired</p> : null;
}

describe('verify-email page bindings', () => {
  it('disables Resend Code for 30 seconds after a resend, counting down', async () => {
    vi.useFakeTimers();
    const resendVerification = vi.fn(async () => ({}));
    const machine = provideAuthServices(authMachine, { resendVerification });
    const storage = memoryStorage({ authStep: 'email-verification', tempEmail: EMAIL });
    render(
      <AuthProvider machine={machine} storage={storage}>
        <VerifyEmailPage />
      </AuthProvider>,
    );
    // After a reload nothing says when the last code went out: Resend Code is offered at once.
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: 'Resend Code' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(resendVerification).toHaveBeenCalledWith({ email: EMAIL }, expect.any(AbortSignal));
    expect(screen.getByRole('button', { name: 'Resend in 30s' })).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Resend in 29s' })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(screen.getByRole('button', { name: 'Resend Code' })).toHaveProperty('disabled', false);
  });
});

function CodePreview() {
  const { view, send } = useFlow(codeEntryMachine, { code: enteredCode, complete: isCodeComplete });
  return (
    <div>
      <p>{view.complete ? `Complete: ${view.code}` : `Typed: ${view.code}`}</p>
      <button type="button" onClick={() => send({ type: 'PASTE', text: '246810' })}>
        Paste
      </button>
    </div>
  );
}

describe('useFlow', () => {
  it('runs a flow for one component and renders its named selectors', () => {
    render(<CodePreview />);
    expect(screen.getByText('Typed:')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Paste' }));
    expect(screen.getByText('Complete: 246810')).toBeTruthy();
  });
});
