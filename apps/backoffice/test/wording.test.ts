import { describe, expect, it } from 'vitest';
import { changeSummary } from '../src/pages/audit/change-summary';
import type { AdminSubmission } from '../src/pages/submission/queries';
import { timelineOf } from '../src/pages/submission/timeline';
import { admin, operator } from '../src/stories/fixtures/staff';
import { adminSubmissions } from '../src/stories/fixtures/submissions';

const names = new Map([
  [admin.id, admin.fullName],
  [operator.id, operator.fullName],
]);
const staffName = (id: string) => names.get(id);

describe('an audit event’s change in one line', () => {
  const nameOf = (id: string) => staffName(id) ?? 'A former member';

  it('lists the fields that changed, before → after, in the shared status words', () => {
    expect(changeSummary({ status: 'pending' }, { status: 'rejected', reason: 'Duplicate' }, nameOf)).toBe(
      'Status: Not started → Rejected; Reason: — → Duplicate',
    );
  });

  it('shows money in rupees and members by name, never paise, ids or JSON', () => {
    expect(changeSummary({ refundedPaise: 0 }, { refundedPaise: 149_900 }, nameOf)).toBe('Refunded: ₹0.00 → ₹1,499.00');
    expect(changeSummary({ assigneeId: null }, { assigneeId: operator.id }, nameOf)).toBe(
      `Assignee: Nobody → ${operator.fullName}`,
    );
    const delivery = changeSummary(null, { title: 'Certificate of Incorporation', final: true, noteId: 'n1' }, nameOf);
    expect(delivery).toBe('Created: Title Certificate of Incorporation, Final Yes');
    expect(changeSummary(null, { deliveries: [{ title: 'PAN', final: false }] }, nameOf)).toBe(
      'Created: Deliveries title PAN, final No',
    );
  });

  it('says what was created, and shortens long values', () => {
    expect(changeSummary(null, { email: 'meera@startwise.in', role: 'operator' }, nameOf)).toBe(
      'Created: Email meera@startwise.in, Role Operator',
    );
    expect(changeSummary(null, { note: 'x'.repeat(80) }, nameOf)).toBe(`Created: Note ${'x'.repeat(59)}…`);
    expect(changeSummary({ a: 1 }, { a: 1 }, nameOf)).toBe('No recorded change');
  });
});

describe("a submission's timeline", () => {
  it('starts with the submission and its payment, then says each staff action in words, oldest first', () => {
    const events = timelineOf(adminSubmissions.processing as AdminSubmission, staffName);
    expect(events.map((event) => [event.title, event.detail])).toEqual([
      ['Submitted', undefined],
      ['Paid ₹14,999', undefined],
      [`Assigned to ${operator.fullName}`, `by ${admin.fullName}`],
      ['Status: Not started → In progress', `by ${operator.fullName}`],
      ['Document requested: Signed consent of each director (DIR-2)', `by ${operator.fullName}`],
      ['Document requested: Address proof of the registered office', `by ${operator.fullName}`],
      ['Documents received: Signed consent of each director (DIR-2)', 'by the customer'],
    ]);
  });

  it('gives a rejection its reason, a final delivery its title, and unknown actions their name', () => {
    const rejected = timelineOf(adminSubmissions.rejected as AdminSubmission, staffName);
    expect(rejected.at(-1)?.detail).toBe(
      `Reason: The proposed name is already registered to another company. · by ${admin.fullName}`,
    );
    const completed = timelineOf(adminSubmissions.completed as AdminSubmission, staffName);
    expect(completed.map((event) => event.title)).toContain('Delivered (final): Certificate of Incorporation');
    const unknown = timelineOf(
      {
        ...(adminSubmissions.pendingUnpaid as AdminSubmission),
        timeline: [
          {
            id: 'e1',
            staffId: 'someone-gone',
            action: 'submission.refund_issued',
            entity: 'submission',
            entityId: 'x',
            before: null,
            after: null,
            requestId: null,
            createdAt: '2026-11-10T10:00:00.000Z',
          },
        ],
      },
      staffName,
    );
    expect(unknown.at(-1)).toMatchObject({ title: 'Refund issued', detail: 'by a former member' });
  });
});
