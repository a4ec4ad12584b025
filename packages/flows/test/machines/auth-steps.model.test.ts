import { describe, expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { RESEND_COOLDOWN_MS, TWO_FACTOR_LIFETIME_MS } from '../../src/machines/auth/index.js';
import { type StepId, stepHasTag, stepIsIn, viewOfStep } from '../../src/machines/auth/step-view.js';
import { emailVerificationMachine } from '../../src/machines/auth/steps/email-verification.js';
import { twoFactorDisableMachine } from '../../src/machines/auth/steps/two-factor-disable.js';
import { twoFactorLoginMachine } from '../../src/machines/auth/steps/two-factor-login.js';
import { twoFactorSetupMachine } from '../../src/machines/auth/steps/two-factor-setup.js';
import type { FakeActors } from '../../src/testing/fake-actors.js';
import { shortestPaths, simplePaths, transitionPaths } from '../../src/testing/paths.js';
import { SERVER_MESSAGE } from './auth-cases.js';
import { CODE, EMAIL, session, user } from './auth-fixtures.js';
import { modelBasedSuite } from './model-suite.js';

// The step machines the session machine runs as children. At every step the test reads the step as the session
// mirrors it (viewOfStep) and asserts what the visitor sees: the code being checked, the countdown, Resend Code,
// the question before disabling, and the report of each request (the message or error the session then shows).

const done = (call: string, output: unknown = {}) => ({ type: `xstate.done.actor.${call}`, output });
const error = (call: string, failure: unknown = { status: 500 }) => ({
  type: `xstate.error.actor.${call}`,
  error: failure,
});

const codeCases = (verify: string): AnyEventObject[] => [
  { type: 'SUBMIT_CODE', code: CODE },
  { type: 'SUBMIT_CODE', code: '12' },
  { type: 'RESUME' },
  done(verify, session),
  error(verify, { status: 422, message: SERVER_MESSAGE }),
  error(verify),
];

// The messages word for word, so a changed message fails the test.
const MESSAGES: Record<string, { fallback: string; success?: string }> = {
  verifyTwoFactor: { fallback: 'Two-factor verification failed' },
  verifyEmail: { fallback: 'Email verification failed' },
  resendVerification: {
    fallback: 'Failed to resend verification code',
    success: 'Verification code sent successfully',
  },
  enableTwoFactor: {
    fallback: 'Failed to enable two-factor authentication',
    success: 'Verification code sent to your email',
  },
  verifyTwoFactorSetup: {
    fallback: 'Failed to verify two-factor authentication setup',
    success: 'Two-factor authentication enabled successfully',
  },
  disableTwoFactor: {
    fallback: 'Failed to disable two-factor authentication',
    success: 'Two-factor authentication disabled successfully',
  },
};

const callOf = (event: EventObject) => /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];

/** What every step shows alike: a request's report and the submitting tag while it is on its way. */
function checkReports(id: StepId, extra: (snapshot: AnyMachineSnapshot, event: EventObject) => void) {
  return (snapshot: AnyMachineSnapshot, event: EventObject) => {
    const step = viewOfStep(id, snapshot);
    const report = snapshot.status === 'done' ? snapshot.output.report : step.report;
    const busy = stepHasTag(step, 'submitting') || stepHasTag(step, 'resending');
    // A request just sent clears the last error and message (the two regions of email verification share one).
    const sends = ['xstate.init', 'SUBMIT_CODE', 'RESEND_CODE', 'CONFIRM', 'xstate.done.actor.enableTwoFactor'];
    if (busy && sends.includes(event.type)) {
      expect(report).toEqual({ status: 'loading', error: null, message: null, fieldErrors: {} });
    }
    const call = callOf(event);
    if (call && event.type.startsWith('xstate.error.')) {
      const { message } = (event as unknown as { error: { message?: string } }).error;
      expect(report).toMatchObject({ status: 'failed', error: message ?? MESSAGES[call]?.fallback });
    }
    if (call && event.type.startsWith('xstate.done.') && MESSAGES[call]?.success) {
      expect(report).toEqual({ status: 'succeeded', error: null, message: MESSAGES[call]?.success });
    }
    extra(snapshot, event);
  };
}

interface StepSuite {
  id: StepId;
  machine: AnyStateMachine;
  cases: AnyEventObject[];
  input?: unknown;
  calls: Record<string, string>;
  check: (fakes: FakeActors) => (snapshot: AnyMachineSnapshot, event: EventObject) => void;
}

const steps: StepSuite[] = [
  {
    id: 'twoFactorLogin',
    machine: twoFactorLoginMachine.provide({ delays: { twoFactorLifetime: TWO_FACTOR_LIFETIME_MS } }),
    cases: codeCases('verifyTwoFactor'),
    input: { email: EMAIL, deadline: null },
    calls: { verify: 'verifyTwoFactor' },
    check: (fakes) => (snapshot, event) => {
      const step = viewOfStep('twoFactorLogin', snapshot);
      if (stepIsIn(step, 'twoFactorLogin', { pending: { code: 'verifying' } })) {
        expect(fakes.lastInput('verifyTwoFactor')).toEqual({ email: EMAIL, otp: CODE });
      }
      if (event.type.startsWith('xstate.after.')) expect(stepIsIn(step, 'twoFactorLogin', 'expired')).toBe(true);
      if (event.type === 'xstate.done.actor.verifyTwoFactor') expect(snapshot.output.result).toEqual(session);
      // An incomplete code is never sent.
      if (event.type === 'SUBMIT_CODE' && (event as { code?: string }).code !== CODE) {
        expect(stepHasTag(step, 'submitting')).toBe(false);
      }
    },
  },
  {
    id: 'emailVerification',
    machine: emailVerificationMachine.provide({ delays: { resendCooldown: RESEND_COOLDOWN_MS } }),
    cases: [
      ...codeCases('verifyEmail'),
      { type: 'RESEND_CODE' },
      done('resendVerification'),
      error('resendVerification'),
    ],
    input: { email: EMAIL, deadline: null },
    calls: { verify: 'verifyEmail', resend: 'resendVerification' },
    check: (fakes) => (snapshot, event) => {
      const step = viewOfStep('emailVerification', snapshot);
      const resending = stepIsIn(step, 'emailVerification', { pending: { resend: 'sending' } });
      expect(stepHasTag(step, 'resending')).toBe(resending);
      if (resending) expect(fakes.lastInput('resendVerification')).toEqual({ email: EMAIL });
      if (stepIsIn(step, 'emailVerification', { pending: { code: 'verifying' } })) {
        expect(fakes.lastInput('verifyEmail')).toEqual({ email: EMAIL, otp: CODE });
      }
      // After a resend the cooldown starts again; after it Resend Code is offered.
      if (event.type === 'xstate.done.actor.resendVerification') expect(step.deadline).toBeGreaterThan(Date.now());
      if (event.type.startsWith('xstate.after.')) {
        expect(stepIsIn(step, 'emailVerification', { pending: { resend: 'ready' } })).toBe(true);
      }
      if (event.type === 'xstate.done.actor.verifyEmail') expect(snapshot.output.result).toEqual(session);
    },
  },
  {
    id: 'twoFactorSetup',
    machine: twoFactorSetupMachine,
    cases: [
      { type: 'SUBMIT_CODE', code: CODE },
      { type: 'SUBMIT_CODE', code: '12' },
      { type: 'CANCEL' },
      done('enableTwoFactor'),
      error('enableTwoFactor', { status: 429, message: SERVER_MESSAGE }),
      done('verifyTwoFactorSetup', { ...user, twoFactorAuth: { enabled: true } }),
      error('verifyTwoFactorSetup'),
    ],
    calls: { enableTwoFactor: 'enableTwoFactor', verifyTwoFactorSetup: 'verifyTwoFactorSetup' },
    check: (fakes) => (snapshot, event) => {
      if (snapshot.matches('verifying')) expect(fakes.lastInput('verifyTwoFactorSetup')).toEqual({ otp: CODE });
      if (event.type === 'CANCEL') {
        expect(snapshot.output).toEqual({
          report: { status: 'idle', error: null, message: null, fieldErrors: {} },
          result: undefined,
        });
      }
      if (snapshot.matches('enabled')) expect(snapshot.output.result?.twoFactorAuth).toEqual({ enabled: true });
      if (snapshot.matches('failed')) expect(snapshot.output.result).toBeUndefined();
    },
  },
  {
    id: 'twoFactorDisable',
    machine: twoFactorDisableMachine,
    cases: [{ type: 'CONFIRM' }, { type: 'CANCEL' }, done('disableTwoFactor', user), error('disableTwoFactor')],
    calls: { disableTwoFactor: 'disableTwoFactor' },
    check: () => (snapshot) => {
      // Cancel leaves everything as it was: no report, no change to the customer.
      if (snapshot.matches('cancelled')) expect(snapshot.output).toEqual({ report: null, result: undefined });
      if (snapshot.matches('disabled')) expect(snapshot.output.result).toEqual(user);
    },
  },
];

for (const step of steps) {
  describe(`${step.id} step machine (model-based)`, () => {
    const options = { cases: step.cases, input: step.input };
    const paths = [
      ...shortestPaths(step.machine, options),
      ...simplePaths(step.machine, options),
      ...transitionPaths(step.machine, options),
    ];
    modelBasedSuite(step.machine, { name: step.id }).walk(paths, (fakes) => ({
      machine: step.machine.provide({
        actors: Object.fromEntries(Object.entries(step.calls).map(([name, call]) => [name, fakes.promise(call)])),
      }),
      input: step.input,
      check: checkReports(step.id, step.check(fakes)),
    }));
  });
}
