import type { Schemas } from '@startwise/api-client';
import { indiaDate, isOverdue } from '@startwise/flows/rules';
import type { Database } from '../../platform/db/database.js';
import { customerContacts, customerIdsMatching } from '../accounts/index.js';
import { serviceIdsInCategory } from '../catalog/services-in-category.js';
import { openRequestCounts } from '../documents/index.js';
import { submissionsFirstPaidIn } from '../payments/revenue.js';
import type { SubmissionPaymentStatus } from '../submissions/submission-payments.js';
import { type QueueSort, submissionQueuePage } from '../submissions/submission-queue.js';
import { assigneesOf, submissionIdsAssignedTo } from './assignments.js';

export interface QueueQuery {
  page: number;
  limit: number;
  sort: QueueSort;
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
 * services, the searched customers and the submissions paid in a range as subqueries from the catalog, accounts and
 * payments modules (one SQL statement).
 */
export async function fulfilmentQueue(db: Database, query: QueueQuery, now = new Date()) {
  const text = query.q?.trim();
  const { rows, total } = await submissionQueuePage(
    db,
    {
      status: query.status,
      paymentStatus: query.paymentStatus,
      serviceSlug: query.service,
      from: query.from,
      to: query.to,
      overdue: query.overdue === undefined ? undefined : { is: query.overdue, today: indiaDate(now) },
      serviceIds: query.category ? serviceIdsInCategory(db, query.category) : undefined,
      submissionIds: query.assignee ? submissionIdsAssignedTo(db, query.assignee) : undefined,
      paidSubmissionIds:
        query.paidFrom || query.paidTo
          ? submissionsFirstPaidIn(db, {
              from: query.paidFrom ? new Date(query.paidFrom) : undefined,
              to: query.paidTo ? new Date(query.paidTo) : undefined,
            })
          : undefined,
      search: text
        ? { customerIds: customerIdsMatching(db, text), submissionId: UUID.test(text) ? text : undefined }
        : undefined,
    },
    query.sort,
    query.page,
    query.limit,
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
    pagination: { total, page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit) },
  };
}
