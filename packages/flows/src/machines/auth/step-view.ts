import { type AnyMachineSnapshot, matchesState, type StateValue } from 'xstate';
import type { FeedbackPatch } from './feedback.js';

// A step machine (two-factor login, email verification, two-factor setup or disable) runs as a child of the session
// machine. The screens read the session actor only, so the session machine mirrors every snapshot of its running
// step here (invoke onSnapshot): its state, its tags, its deadline and its last report of a request.

export type StepId = 'twoFactorLogin' | 'emailVerification' | 'twoFactorSetup' | 'twoFactorDisable';

export interface StepView {
  id: StepId;
  value: StateValue;
  tags: string[];
  /** When the step's timer ends (ms since epoch): the code's death or the end of the resend cooldown. */
  deadline: number | null;
  /** A new object for each report, so the session takes over each one once. */
  report: FeedbackPatch | null;
}

/** The context every step machine has. */
export interface StepContext {
  report: FeedbackPatch | null;
  deadline?: number | null;
}

/** What a step machine finishes with: its last report and, when it changed them, the session or the customer. */
export interface StepOutcome<TResult = undefined> {
  report: FeedbackPatch | null;
  result?: TResult;
}

export function viewOfStep(id: StepId, snapshot: AnyMachineSnapshot): StepView {
  const context = snapshot.context as StepContext;
  return {
    id,
    value: snapshot.value,
    tags: [...snapshot.tags],
    deadline: context.deadline ?? null,
    report: context.report,
  };
}

/**
 * The session's context patch for a new snapshot of its running step `id`: the step's view, and each new report of
 * its requests taken over as the session's feedback. A step provided as something other than a machine (a test's
 * fake call) has no state to show.
 */
export function stepShown(current: StepView | null, id: StepId, snapshot: AnyMachineSnapshot) {
  if (snapshot.value === undefined) return {};
  const step = viewOfStep(id, snapshot);
  const fresh = step.report !== null && step.report !== current?.report;
  return fresh ? { step, ...step.report } : { step };
}

/** The running step is `id` and is in `state` (a state value, matched as snapshot.matches does). */
export const stepIsIn = (step: StepView | null, id: StepId, state: StateValue): boolean =>
  step?.id === id && matchesState(state, step.value);

export const stepHasTag = (step: StepView | null, tag: string): boolean => step?.tags.includes(tag) ?? false;
