import type { CatalogService } from '../queries';

// What an admin can do to a saved service's status, and what each asks before it happens.

export const STATUS_CHANGES = ['publish', 'unpublish', 'archive', 'restore'] as const;
export type StatusChange = (typeof STATUS_CHANGES)[number];

export const CONFIRM: Record<StatusChange, { title: string; label: string; text: string; danger?: boolean }> = {
  publish: {
    title: 'Publish this service?',
    label: 'Publish',
    text: 'Customers see it from the next page they open: in lists, search and menus, and they can apply for it.',
  },
  unpublish: {
    title: 'Unpublish this service?',
    label: 'Unpublish',
    text: 'Customers no longer see it or apply for it; its page says it is not found. Existing submissions, their payments and invoices are kept as they are.',
    danger: true,
  },
  archive: {
    title: 'Archive this service?',
    label: 'Archive',
    text: 'It leaves the store for good: lists, search, the sitemap and its page. Paid submissions for it stay in the queue and can be worked to the end. You can restore it later as a draft.',
    danger: true,
  },
  restore: {
    title: 'Restore this service?',
    label: 'Restore',
    text: 'It becomes a draft again: customers still do not see it until you publish it.',
  },
};

export const DONE: Record<StatusChange, string> = {
  publish: 'is published',
  unpublish: 'is unpublished',
  archive: 'is archived',
  restore: 'is a draft again',
};

/** The changes offered for a service in `status` (a new service can only be published). */
export function changesFor(status: CatalogService['status'] | undefined): StatusChange[] {
  if (status === 'published') return ['unpublish', 'archive'];
  if (status === 'archived') return ['restore'];
  return status === 'draft' ? ['publish', 'archive'] : ['publish'];
}
