import { describe, expect, it } from 'vitest';
import { messageTimeline } from '../src/pages/inbox/message-timeline';
import { answeredDetail, closedDetail, unreadDetail } from '../src/stories/fixtures/inbox';
import { admin, operator } from '../src/stories/fixtures/staff';

const names = new Map([
  [admin.id, admin.fullName],
  [operator.id, operator.fullName],
]);
const staffName = (id: string) => names.get(id);
const said = (detail: typeof unreadDetail, name = staffName) =>
  messageTimeline(detail, name).map((event) => `${event.title} ${event.detail ?? ''}`.trim());

describe("a contact message's timeline", () => {
  it('starts with its arrival, then says each staff action in words with who did it', () => {
    expect(said(unreadDetail)).toEqual(['Received through the contact form']);
    expect(said(answeredDetail)).toEqual([
      'Received through the contact form',
      `Read by ${operator.fullName}`,
      `Assigned to ${operator.fullName} by ${operator.fullName}`,
      `Replied by email by ${operator.fullName}`,
    ]);
    expect(said(closedDetail).at(-1)).toBe(`Closed by ${admin.fullName}`);
  });

  it('names a member who has left as a former member, and unread, unassign and reopen in words', () => {
    const event = answeredDetail.timeline[0];
    if (!event) throw new Error('the fixture has events');
    const detail = {
      ...answeredDetail,
      timeline: [
        { ...event, action: 'contact.read', after: { read: false } },
        { ...event, action: 'contact.assign', after: { assigneeId: null } },
        { ...event, action: 'contact.status', after: { status: 'open' } },
      ],
    };
    expect(said(detail, () => undefined).slice(1)).toEqual([
      'Marked as unread by a former member',
      'Unassigned by a former member',
      'Reopened by a former member',
    ]);
  });
});
