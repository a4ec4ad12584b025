import type { NewsletterExportQuery, operations } from '@startwise/api-client';
import { type Filters, oneOf, searchOf } from '../../lists/list-address';

// The newsletter list's search, status and page live in the address (/backoffice/newsletter?q=gmail&status=subscribed).

export type SubscriberQuery = NonNullable<operations['listNewsletterSubscribers']['parameters']['query']>;

export const NEWSLETTER_FILTER_KEYS = ['q', 'status'] as const;
export type NewsletterFilterKey = (typeof NEWSLETTER_FILTER_KEYS)[number];

export const SUBSCRIBER_STATUSES = ['subscribed', 'unsubscribed'] as const;
export const NEWSLETTER_PAGE_SIZE = 50;

/** The filters as the API takes them (the list's and the export's); values it would refuse are left out. */
export function subscriberFilters(filters: Filters<NewsletterFilterKey>): NewsletterExportQuery {
  const query: NewsletterExportQuery = searchOf(filters.q);
  const status = oneOf(SUBSCRIBER_STATUSES, filters.status);
  if (status) query.status = status;
  return query;
}

/** One page of the list for the address. */
export const subscriberQuery = (filters: Filters<NewsletterFilterKey>, page: number): SubscriberQuery => ({
  ...subscriberFilters(filters),
  page,
  limit: NEWSLETTER_PAGE_SIZE,
});
