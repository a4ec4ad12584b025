import type { Schemas } from '@startwise/api-client';
import { workStatusWord } from '@startwise/flows/rules';
import { formatRupees } from '@startwise/format';
import { formatDayAndTime } from '@startwise/format/staff-dates';
import type { TimelineEvent, TimelineTone } from '@startwise/ui';
import type { AdminSubmission } from './queries';

type AuditEvent = Schemas['AuditEvent'];
type Fields = Record<string, unknown> | null;

const fields = (value: unknown): Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

const STATUS_TONES: Record<string, TimelineTone> = {
  processing: 'info',
  completed: 'positive',
  rejected: 'critical',
};

/** 'submission.documents_requested' -> 'Documents requested'. */
const humanised = (action: string) => {
  const words = (action.split('.').at(-1) ?? action).replaceAll('_', ' ').replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** What one audit event says, in words; actions this screen does not know yet are shown by their name. */
function describe(event: AuditEvent, staffName: (id: string) => string | undefined, data: AdminSubmission) {
  const before = fields(event.before);
  const after = fields(event.after);
  switch (event.action) {
    case 'submission.status':
      return {
        title: `Status: ${workStatusWord(text(before?.status)).label} → ${workStatusWord(text(after?.status)).label}`,
        detail: text(after?.reason) ? `Reason: ${text(after?.reason)}` : undefined,
        tone: STATUS_TONES[text(after?.status) ?? ''] ?? 'neutral',
      };
    case 'submission.assign': {
      const assignee = text(after?.assigneeId);
      return {
        title: assignee ? `Assigned to ${staffName(assignee) ?? 'a former member'}` : 'Unassigned',
        tone: 'brand' as const,
      };
    }
    case 'submission.note':
      return { title: 'Internal note added', tone: 'neutral' as const };
    case 'submission.message':
      return { title: 'Message sent to the customer', tone: 'info' as const };
    case 'submission.document_request':
      return { title: `Document requested: ${text(after?.label) ?? 'a document'}`, tone: 'caution' as const };
    case 'submission.document_answer': {
      const request = data.documentRequests.find((candidate) => candidate.id === text(after?.requestId));
      return { title: `Documents received: ${request?.label ?? 'a requested document'}`, tone: 'info' as const };
    }
    case 'submission.delivery':
      return {
        title: `Delivered${after?.final === true ? ' (final)' : ''}: ${text(after?.title) ?? 'documents'}`,
        tone: 'positive' as const,
      };
    default: {
      const name = text(after?.label) ?? text(after?.title);
      return {
        title: name ? `${humanised(event.action)}: ${name}` : humanised(event.action),
        tone: event.action.includes('deliver') ? ('positive' as const) : ('caution' as const),
      };
    }
  }
}

/**
 * The submission's history, oldest first: when it was submitted and paid, then every staff action (the audit
 * events the server lists), each with who did it.
 */
export function timelineOf(data: AdminSubmission, staffName: (id: string) => string | undefined): TimelineEvent[] {
  const { submission } = data;
  const events: TimelineEvent[] = [
    {
      id: 'submitted',
      title: 'Submitted',
      time: { label: formatDayAndTime(submission.submittedAt), dateTime: submission.submittedAt },
    },
  ];
  const transaction = submission.transaction;
  if (transaction?.status === 'successful') {
    events.push({
      id: 'paid',
      title: `Paid ${formatRupees(transaction.amount)}`,
      time: { label: formatDayAndTime(transaction.updatedAt), dateTime: transaction.updatedAt },
      tone: 'positive',
    });
  }
  for (const event of data.timeline) {
    const { title, detail, tone } = describe(event, staffName, data);
    const by = event.staffId
      ? (staffName(event.staffId) ?? 'a former member')
      : fields(event.after)?.answeredBy === 'customer'
        ? 'the customer'
        : 'a command';
    events.push({
      id: event.id,
      title,
      detail: detail ? `${detail} · by ${by}` : `by ${by}`,
      tone,
      time: { label: formatDayAndTime(event.createdAt), dateTime: event.createdAt },
    });
  }
  return events.sort((a, b) => Date.parse(a.time.dateTime) - Date.parse(b.time.dateTime));
}
