import { Badge, type BadgeTone } from '@startwise/ui';

// Spec 4: pending, processing, completed, rejected; anything else is shown as it is.
const TONES: Record<string, BadgeTone> = {
  pending: 'caution',
  processing: 'info',
  completed: 'positive',
  rejected: 'critical',
};

/** A submission's progress. */
export function SubmissionStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status.toLowerCase()] ?? 'neutral'}>{status || 'Unknown'}</Badge>;
}
