// The service's milestones as the customer's tracking shows them (getSubmissionProgress): which steps are done,
// which one the team is on and which are still to come. Staff mark progress by delivering: each delivery closes
// the step the team was on, and completing the submission closes them all.

export const MILESTONE_STATES = ['done', 'current', 'upcoming'] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];

export interface MilestoneStep {
  title: string;
  state: MilestoneState;
}

export interface MilestoneProgress {
  /** The submission's status (pending, processing, completed, rejected, or one this code does not know). */
  status: string;
  /** Paid: the work can start, so one step is current. */
  paid: boolean;
  /** How many deliveries the team has made so far. */
  deliveries: number;
}

/**
 * Each milestone with its state. Completed: all done. Rejected: no steps (the timeline says why). Not paid yet:
 * all to come. Otherwise one step per delivery is done, never the last before completion, and the next is current.
 */
export function milestoneSteps(milestones: readonly string[], progress: MilestoneProgress): MilestoneStep[] {
  if (progress.status === 'rejected') return [];
  if (progress.status === 'completed') return milestones.map((title) => ({ title, state: 'done' }));
  if (!progress.paid) return milestones.map((title) => ({ title, state: 'upcoming' }));
  const done = Math.min(progress.deliveries, milestones.length - 1);
  return milestones.map((title, index) => ({
    title,
    state: index < done ? 'done' : index === done ? 'current' : 'upcoming',
  }));
}

/** What the customer reads beside each state (the icons are decorative). */
export const MILESTONE_STATE_WORDS: Readonly<Record<MilestoneState, string>> = {
  done: 'Done',
  current: 'In progress',
  upcoming: 'Coming up',
};

/** "Your expert: Meera Nair" once someone works on it. */
export const expertLine = (name: string) => `Your expert: ${name}`;

/** The line under a completed submission: when it was delivered against the date promised at payment. */
export const deliveredLine = (deliveredOn: string, promisedBy: string | null) =>
  promisedBy ? `Delivered on ${deliveredOn} (promised by ${promisedBy})` : `Delivered on ${deliveredOn}`;
