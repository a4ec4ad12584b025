import { formatIndianInteger } from '@startwise/format';
import { Button, ConfirmDialog, Container, PageHeading, Stack, Text, useToast } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { countOf } from '../../format/counts';
import { failureText } from '../../forms/errors';
import { PageTitle } from '../../layout/PageTitle';
import { conversationStatusOptions } from '../../lists/common-filters';
import { ListBody } from '../../lists/ListBody';
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
  const { filters, page, activeCount, setFilter, setPage, clear } = useListAddress(NEWSLETTER_FILTER_KEYS);
  const { data, error, isPending, isPlaceholderData, refetch } = useQuery(
    subscribersQuery(subscriberQuery(filters, page)),
  );
  const csv = useSubscriberExport();
  const unsubscribe = useUnsubscribe();
  const [chosen, setChosen] = useState<string | null>(null);
  const total = data?.pagination.total;
  const closeConfirm = () => {
    setChosen(null);
    unsubscribe.reset();
  };

  return (
    <Container>
      <PageTitle title="Newsletter" />
      <Stack space="large">
        <PageHeading
          compact
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
        />
        <ListFilterBar
          label="Search and filter the subscribers"
          searchPlaceholder="Any part of the email address"
          filters={filters}
          chips={[
            {
              kind: 'options',
              key: 'status',
              label: 'Status',
              options: conversationStatusOptions(SUBSCRIBER_STATUSES),
            },
          ]}
          onFilterChange={setFilter}
          activeCount={activeCount}
          onClear={clear}
          resultSummary={total === undefined ? undefined : countOf(total, 'address', 'addresses')}
        />
        <ListBody
          noun="the subscribers"
          error={error}
          hasData={data !== undefined}
          isPending={isPending}
          onRetry={refetch}
        >
          <SubscribersTable
            subscribers={data?.subscribers ?? []}
            busy={isPlaceholderData}
            paging={{
              label: 'Subscriber pages',
              page,
              pageSize: NEWSLETTER_PAGE_SIZE,
              total: total ?? 0,
              noun: 'subscribers',
              onPageChange: setPage,
            }}
            onUnsubscribe={setChosen}
          />
        </ListBody>
      </Stack>
      <ConfirmDialog
        isOpen={chosen !== null}
        onOpenChange={(open) => !open && closeConfirm()}
        title="Unsubscribe this address?"
        confirmLabel="Unsubscribe"
        tone="danger"
        isConfirming={unsubscribe.isPending}
        onConfirm={() =>
          chosen &&
          unsubscribe.mutate(chosen, {
            onSuccess: () => {
              toast.success(`${chosen} is unsubscribed`);
              closeConfirm();
            },
          })
        }
      >
        <Stack space="small">
          <Text>{`${chosen ?? ''} will get no more newsletters. Do this only when the person asked for it.`}</Text>
          {unsubscribe.isError ? <Text tone="critical">{failureText(unsubscribe.error)}</Text> : null}
        </Stack>
      </ConfirmDialog>
    </Container>
  );
}
