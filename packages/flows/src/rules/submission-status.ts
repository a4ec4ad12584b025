/**
 * How a submission's status moves while staff fulfil it (docs/backoffice.md): pending → processing → completed,
 * and pending or processing → rejected with a reason. Completed and rejected are final. A paid submission is
 * rejected only once its payment is refunded. The back office offers these moves; the server enforces them.
 */
export const SUBMISSION_STATUSES = ['pending', 'processing', 'completed', 'rejected'] as const;
export type SubmissionStatusValue = (typeof SUBMISSION_STATUSES)[number];

/** Where each status may go next. */
export const SUBMISSION_STATUS_MOVES: Readonly<Record<SubmissionStatusValue, readonly SubmissionStatusValue[]>> = {
  pending: ['processing', 'rejected'],
  processing: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

export const REJECTION_REASON_MAX_LENGTH = 500;
export const REJECTION_REASON_REQUIRED = 'Please give the customer a reason for the rejection';
export const REFUND_BEFORE_REJECTING = 'A paid submission can only be rejected after its payment is refunded';
export const illegalStatusMove = (from: string, to: string) => `A ${from} submission cannot move to ${to}`;

export interface StatusMove {
  to: SubmissionStatusValue;
  /** Required when rejecting: the customer reads it. */
  reason?: string;
}

/** Why a move is refused: an illegal move or an unrefunded payment (409), or a missing reason (422). */
export type StatusMoveRefusal =
  | { kind: 'conflict'; message: string }
  | { kind: 'invalid'; field: 'reason'; message: string };

export const isSubmissionStatus = (value: string): value is SubmissionStatusValue =>
  (SUBMISSION_STATUSES as readonly string[]).includes(value);

/** Undefined when `move` is allowed from `from` for a submission whose payment is (or is not) `paid`. */
export function statusMoveRefusal(from: string, move: StatusMove, paid: boolean): StatusMoveRefusal | undefined {
  if (!isSubmissionStatus(from) || !SUBMISSION_STATUS_MOVES[from].includes(move.to)) {
    return { kind: 'conflict', message: illegalStatusMove(from, move.to) };
  }
  if (move.to !== 'rejected') return undefined;
  if (paid) return { kind: 'conflict', message: REFUND_BEFORE_REJECTING };
  if (!move.reason?.trim()) return { kind: 'invalid', field: 'reason', message: REJECTION_REASON_REQUIRED };
  return undefined;
}

/**
 * The statuses the back office offers to move a submission to: every move the rule allows (a rejection still
 * needs its reason, asked for when chosen). A paid submission is not offered rejection until it is refunded.
 */
export function offeredStatusMoves(from: string, paid: boolean): SubmissionStatusValue[] {
  if (!isSubmissionStatus(from)) return [];
  return SUBMISSION_STATUS_MOVES[from].filter(
    (to) => statusMoveRefusal(from, { to, reason: 'offered' }, paid) === undefined,
  );
}
