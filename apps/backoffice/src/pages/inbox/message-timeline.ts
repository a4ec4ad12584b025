import { formatDayAndTime } from '@startwise/format/staff-dates';
import type { TimelineEvent, TimelineTone } from '@startwise/ui';
import type { ContactMessageDetail } from './queries';

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** What one audit event about a message says, in words; actions this screen does not know are shown by name. */
function describe(action: string, after: unknown, staffName: (id: string) => string | undefined) {
  switch (action) {
    case 'contact.read':
      return { title: field(after, 'read') === false ? 'Marked as unread' : 'Read', tone: 'neutral' as TimelineTone };
    case 'contact.assign': {
      const assignee = field(after, 'assigneeId');
      return {
        title: typeof assignee === 'string' ? `Assigned to ${staffName(assignee) ?? 'a former member'}` : 'Unassigned',
        tone: 'brand' as TimelineTone,
      };
    }
    case 'contact.status':
      return field(after, 'status') === 'closed'
        ? { title: 'Closed', tone: 'positive' as TimelineTone }
        : { title: 'Reopened', tone: 'caution' as TimelineTone };
    case 'contact.reply':
      return { title: 'Replied by email', tone: 'info' as TimelineTone };
    default:
      return { title: action, tone: 'neutral' as TimelineTone };
  }
}

/** The message's history, oldest first: when it arrived, then every staff action with who did it. */
export function messageTimeline(
  detail: ContactMessageDetail,
  staffName: (id: string) => string | undefined,
): TimelineEvent[] {
  const { contactMessage } = detail;
  const received: TimelineEvent = {
    id: 'received',
    title: 'Received through the contact form',
    time: { label: formatDayAndTime(contactMessage.createdAt), dateTime: contactMessage.createdAt },
  };
  return [
    received,
    ...detail.timeline.map((event) => ({
      id: event.id,
      ...describe(event.action, event.after, staffName),
      detail: `by ${event.staffId ? (staffName(event.staffId) ?? 'a former member') : 'a command'}`,
      time: { label: formatDayAndTime(event.createdAt), dateTime: event.createdAt },
    })),
  ];
}
