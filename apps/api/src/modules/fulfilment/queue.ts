import type { Schemas } from '@startwise/api-client';
import { isOverdue } from '@startwise/flows/rules';
import { indiaDate } from '@startwise/format';
import type { Database } from '../../platform/db/database.js';
import { listPagination } from '../../platform/db/list-page.js';
import { customerContacts, customerIdsMatching } from '../accounts/index.js';
import { serviceIdsInCategory } from '../catalog/index.js';
import { openRequestCounts } from '../documents/index.js';
import type { SubmissionPaymentStatus } from '../submissions/index.js';
import { type QueueSort, submissionQueuePage } from '../submissions/index.js';
import { assigneesOf, submissionIdsAssignedTo } from './assignments.js';

export interface QueueQuery {
  page: number;
  limit: number;
  cursor?: string;
  sort: QueueSort;
  view?: 'open' | 'all';
  status?: string;
  paymentStatus?: SubmissionPaymentStatus;
  service?: string;
  category?: string;
  from?: string;
  to?: string;
  paidFrom?: string;
  paidTo?: string;
  assignee?: string;
  overdue?: boolean;
  q?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One page of the fulfilment queue: the submissions module filters and sorts its rows, with the category's
 * services and the searched customers as subqueries from the catalog and accounts modules (one SQL statement).
 */
export async function fulfilmentQueue(db: Database, query: QueueQuery, now = new Date()) {
  const text = query.q?.trim();
  const { rows, count, start, nextCursor } = await submissionQueuePage(
    db,
    {
      open: query.view === 'open',
      status: query.status,
      paymentStatus: query.paymentStatus,
      serviceSlug: query.service,
      from: query.from,
      to: query.to,
      overdue: query.overdue === undefined ? undefined : { is: query.overdue, today: indiaDate(now) },
      serviceIds: query.category ? serviceIdsInCategory(db, query.category) : undefined,
      submissionIds: query.assignee ? submissionIdsAssignedTo(db, query.assignee) : undefined,
      paidWithin:
        query.paidFrom || query.paidTo
          ? {
              from: query.paidFrom ? new Date(query.paidFrom) : undefined,
              to: query.paidTo ? new Date(query.paidTo) : undefined,
            }
          : undefined,
      search: text
        ? { customerIds: customerIdsMatching(db, text), submissionId: UUID.test(text) ? text : undefined }
        : undefined,
    },
    query.sort,
    query,
  );
  const customers = await customerContacts(db, [...new Set(rows.map((row) => row.userId))]);
  const ids = rows.map((row) => row.id);
  const [assignees, openRequests] = await Promise.all([assigneesOf(db, ids), openRequestCounts(db, ids)]);
  const submissions: Schemas['AdminSubmissionRow'][] = rows.map((row) => ({
    id: row.id,
    service: { title: row.serviceTitle, slug: row.serviceSlug },
    status: row.status,
    paymentStatus: row.paymentStatus,
    price: Math.round(row.pricePaise / 100),
    submittedAt: row.submittedAt.toISOString(),
    customer: { id: row.userId, ...(customers.get(row.userId) ?? { fullName: '', email: '', phone: null }) },
    assigneeId: assignees.get(row.id) ?? null,
    dueDate: row.expectedBy,
    overdue: isOverdue(row, now),
    openDocumentRequests: openRequests.get(row.id) ?? 0,
  }));
  return {
    submissions,
    pagination: listPagination(count, start, query.limit, nextCursor),
  };
}
