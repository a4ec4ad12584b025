import { formatIndianInteger } from '@startwise/format';
import { Button, useToast } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { countOf } from '../../format/counts';
import { failureText } from '../../forms/errors';
import { ScreenLayout } from '../../layout/ScreenLayout';
import { ConfirmRowAction } from '../../lists/ConfirmRowAction';
import { conversationStatusOptions, statusChip } from '../../lists/common-filters';
import { ListBody, queryState } from '../../lists/ListBody';
import { ListFilterBar } from '../../lists/ListFilterBar';
import { useListAddress } from '../../lists/useListAddress';
import {
  NEWSLETTER_FILTER_KEYS,
  NEWSLETTER_PAGE_SIZE,
  SUBSCRIBER_STATUSES,
  subscriberFilters,
  subscriberQuery,
} from './newsletter-search';
import { subscribersQuery, useSubscriberExport, useUnsubscribe } from './queries';
import { SubscribersTable } from './SubscribersTable';

/**
 * /backoffice/newsletter (admins): every address that subscribed, searched and filtered in the address, exported as
 * CSV, and unsubscribed on the person's request (mail or phone).
 */
export function NewsletterPage() {
  const toast = useToast();
  const { filters, page, filterBar, pagingOf } = useListAddress(NEWSLETTER_FILTER_KEYS);
  const list = useQuery(subscribersQuery(subscriberQuery(filters, page)));
  const { data, isPlaceholderData } = list;
  const csv = useSubscriberExport();
  const unsubscribe = useUnsubscribe();
  const [chosen, setChosen] = useState<string | null>(null);
  const total = data?.pagination.total;

  return (
    <ScreenLayout
      title="Newsletter"
      description={
        data
          ? `${countOf(data.counts.subscribed, 'subscriber', 'subscribers')}, ${formatIndianInteger(data.counts.unsubscribed)} unsubscribed. Most recently changed first.`
          : 'Newsletter subscriptions, most recently changed first.'
      }
      actions={
        <Button
          variant="secondary"
          loading={csv.isPending}
          onClick={() =>
            csv.mutate(subscriberFilters(filters), {
              onError: (failure) => toast.error(failureText(failure) ?? 'Failed to export the subscribers'),
            })
          }
        >
          Export CSV
        </Button>
      }
      dialogs={
        <ConfirmRowAction
          row={chosen}
          onClose={() => setChosen(null)}
          action={unsubscribe}
          title="Unsubscribe this address?"
          confirmLabel="Unsubscribe"
          doneMessage={(_, email) => `${email} is unsubscribed`}
        >
          {`${chosen ?? ''} will get no more newsletters. Do this only when the person asked for it.`}
        </ConfirmRowAction>
      }
    >
      <ListFilterBar
        label="Search and filter the subscribers"
        searchPlaceholder="Any part of the email address"
        {...filterBar}
        chips={[statusChip(conversationStatusOptions(SUBSCRIBER_STATUSES))]}
        resultSummary={total === undefined ? undefined : countOf(total, 'address', 'addresses')}
      />
      <ListBody noun="the subscribers" {...queryState(list)}>
        <SubscribersTable
          subscribers={data?.subscribers ?? []}
          busy={isPlaceholderData}
          paging={pagingOf({ label: 'Subscriber pages', pageSize: NEWSLETTER_PAGE_SIZE, noun: 'subscribers' }, total)}
          onUnsubscribe={setChosen}
        />
      </ListBody>
    </ScreenLayout>
  );
}
