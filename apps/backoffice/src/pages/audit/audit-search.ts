import type { operations } from '@startwise/api-client';
import { indianDays } from '../../lists/indian-days';
import { type Filters, UUID } from '../../lists/list-address';

// The audit log's filters and page live in the address, like the queue's.

export type AuditQuery = NonNullable<operations['listAuditEvents']['parameters']['query']>;

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_FILTER_KEYS = ['staff', 'action', 'entity', 'entityId', 'from', 'to'] as const;
export type AuditFilterKey = (typeof AUDIT_FILTER_KEYS)[number];

/** The actions the server records today (others still show, and can be typed into the address). */
export const KNOWN_ACTIONS = [
  'staff.create',
  'staff.deactivate',
  'submission.assign',
  'submission.status',
  'submission.note',
  'submission.message',
  'submission.document_request',
  'submission.document_answer',
  'submission.delivery',
  'contact.read',
  'contact.assign',
  'contact.status',
  'contact.reply',
  'newsletter.unsubscribe',
  'holiday.add',
  'holiday.remove',
] as const;
export const KNOWN_ENTITIES = ['staff', 'submission', 'contact_message', 'newsletter_subscription', 'holiday'] as const;

export interface AuditView {
  filters: Filters<AuditFilterKey>;
  page: number;
}

/** The API's query; values it would refuse (a hand-edited address) are left out. */
export function auditQuery(view: AuditView): AuditQuery {
  const { filters } = view;
  const query: AuditQuery = { page: view.page, limit: AUDIT_PAGE_SIZE };
  if (filters.staff && UUID.test(filters.staff)) query.staffId = filters.staff;
  if (filters.action) query.action = filters.action.slice(0, 64);
  if (filters.entity) query.entity = filters.entity.slice(0, 64);
  if (filters.entityId) query.entityId = filters.entityId.slice(0, 64);
  Object.assign(query, indianDays(filters.from, filters.to));
  return query;
}

const sentence = (text: string) => {
  const words = text.replace(/[_-]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** 'submission.document_request' → 'Submission: document request'; 'contact_message' → 'Contact message'. */
export const actionWords = (action: string) => {
  const [entity, verb] = action.split('.');
  return verb ? `${sentence(entity ?? '')}: ${verb.replace(/[_-]/g, ' ')}` : sentence(action);
};
export const entityWords = sentence;

export const ACTION_OPTIONS = KNOWN_ACTIONS.map((value) => ({ value, label: actionWords(value) }));
export const ENTITY_OPTIONS = KNOWN_ENTITIES.map((value) => ({ value, label: entityWords(value) }));
