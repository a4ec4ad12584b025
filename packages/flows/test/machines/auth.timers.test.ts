import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, createActor } from 'xstate';
import {
  authMachine,
  canResendCode,
  codeExpiresIn,
  isTwoFactorExpired,
  memoryStorage,
  pendingEmail,
  provideAuthServices,
  readPersistedAuth,
  resendAvailableIn,
  withAuthStorage,
} from '../../src/machines/auth/index.js';
import { formatCountdown } from '../../src/machines/code-entry/index.js';
import { CODE, EMAIL, PASSWORD } from './auth-fixtures.js';

// Spec 9: the resend cooldown is 30 s and a two-factor code lives 5 minutes. Deadlines are timestamps in the
// context, so they hold across a persisted snapshot (after RESUME re-arms the timers) and across a reload.

const SECOND = 1000;

function machineWith(storage = memoryStorage()) {
  return withAuthStorage(
    provideAuthServices(authMachine, {
      login: async () => ({ twoFactorRequired: true, email: EMAIL }),
      register: async () => ({}),
      resendVerification: async () => ({}),
    }),
    storage,
  );
}

const seconds = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const now = () => Date.now();

async function signInTo2fa(actor: AnyActorRef) {
  actor.send({ type: 'LOGIN', email: EMAIL, password: PASSWORD });
  await seconds(0);
}

async function register(actor: AnyActorRef) {
  actor.send({
    type: 'REGISTER',
    fullName: 'Asha Rao',
    email: EMAIL,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  await seconds(0);
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('two-factor code lifetime', () => {
  it('counts down from 05:00 and expires after exactly 5 minutes', async () => {
    const actor = createActor(machineWith()).start();
    await signInTo2fa(actor);
    expect(formatCountdown(codeExpiresIn(actor.getSnapshot(), now()))).toBe('05:00');
    await seconds(1 * SECOND);
    expect(formatCountdown(codeExpiresIn(actor.getSnapshot(), now()))).toBe('04:59');
    await seconds(298 * SECOND + 999);
    expect(isTwoFactorExpired(actor.getSnapshot())).toBe(false);
    expect(formatCountdown(codeExpiresIn(actor.getSnapshot(), now()))).toBe('00:01');
    await seconds(1);
    expect(isTwoFactorExpired(actor.getSnapshot())).toBe(true);
    expect(codeExpiresIn(actor.getSnapshot(), now())).toBe(0);
    // The pending email stays so the page can say why; Cancel leads back to login.
    expect(pendingEmail(actor.getSnapshot())).toBe(EMAIL);
    actor.send({ type: 'SUBMIT_CODE', code: CODE });
    expect(isTwoFactorExpired(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CANCEL' });
    expect(pendingEmail(actor.getSnapshot())).toBeNull();
  });

  it('keeps the deadline across a persisted snapshot', async () => {
    const machine = machineWith();
    const first = createActor(machine).start();
    await signInTo2fa(first);
    await seconds(100 * SECOND);
    const persisted = first.getPersistedSnapshot();
    first.stop();

    await seconds(20 * SECOND); // the page was closed for a while
    const restored = createActor(machine, { snapshot: persisted }).start();
    restored.send({ type: 'RESUME' });
    expect(codeExpiresIn(restored.getSnapshot(), now())).toBe(180);
    await seconds(180 * SECOND - 1);
    expect(isTwoFactorExpired(restored.getSnapshot())).toBe(false);
    await seconds(1);
    expect(isTwoFactorExpired(restored.getSnapshot())).toBe(true);
  });

  it('expires at once when the snapshot is restored after the deadline', async () => {
    const machine = machineWith();
    const first = createActor(machine).start();
    await signInTo2fa(first);
    const persisted = first.getPersistedSnapshot();
    first.stop();

    await seconds(301 * SECOND);
    const restored = createActor(machine, { snapshot: persisted }).start();
    restored.send({ type: 'RESUME' });
    await seconds(0);
    expect(isTwoFactorExpired(restored.getSnapshot())).toBe(true);
  });

  it('keeps the deadline across a reload (persisted keys)', async () => {
    const storage = memoryStorage();
    const first = createActor(machineWith(storage)).start();
    await signInTo2fa(first);
    await seconds(240 * SECOND);
    first.stop();

    const reloaded = createActor(machineWith(storage), { input: readPersistedAuth(storage) }).start();
    expect(pendingEmail(reloaded.getSnapshot())).toBe(EMAIL);
    expect(formatCountdown(codeExpiresIn(reloaded.getSnapshot(), now()))).toBe('01:00');
    await seconds(60 * SECOND);
    expect(isTwoFactorExpired(reloaded.getSnapshot())).toBe(true);
  });
});

describe('resend cooldown', () => {
  it('offers Resend Code 30 s after the code was sent, and again 30 s after each resend', async () => {
    const actor = createActor(machineWith()).start();
    await register(actor);
    expect(canResendCode(actor.getSnapshot())).toBe(false);
    expect(resendAvailableIn(actor.getSnapshot(), now())).toBe(30);
    await seconds(30 * SECOND - 1);
    expect(canResendCode(actor.getSnapshot())).toBe(false);
    expect(resendAvailableIn(actor.getSnapshot(), now())).toBe(1);
    await seconds(1);
    expect(canResendCode(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'RESEND_CODE' });
    await seconds(0);
    expect(actor.getSnapshot().context.message).toBe('Verification code sent successfully');
    expect(canResendCode(actor.getSnapshot())).toBe(false);
    expect(resendAvailableIn(actor.getSnapshot(), now())).toBe(30);
    actor.send({ type: 'RESEND_CODE' });
    expect(canResendCode(actor.getSnapshot())).toBe(false);
    await seconds(30 * SECOND);
    expect(canResendCode(actor.getSnapshot())).toBe(true);
  });

  it('keeps the cooldown across a persisted snapshot', async () => {
    const machine = machineWith();
    const first = createActor(machine).start();
    await register(first);
    await seconds(10 * SECOND);
    const persisted = first.getPersistedSnapshot();
    first.stop();

    const restored = createActor(machine, { snapshot: persisted }).start();
    restored.send({ type: 'RESUME' });
    expect(resendAvailableIn(restored.getSnapshot(), now())).toBe(20);
    await seconds(20 * SECOND - 1);
    expect(canResendCode(restored.getSnapshot())).toBe(false);
    await seconds(1);
    expect(canResendCode(restored.getSnapshot())).toBe(true);
  });
});
