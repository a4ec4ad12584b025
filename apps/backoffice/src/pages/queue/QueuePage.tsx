import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import { formatIndianInteger } from '@startwise/format';
import { Container, PageHeading, Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useStaffNames } from '../../format/useStaffNames';
import { PageTitle } from '../../layout/PageTitle';
import { ListBody } from '../../lists/ListBody';
import { useListAddress } from '../../lists/useListAddress';
import { QueueFilters } from './QueueFilters';
import { QueueTable } from './QueueTable';
import { queueQuery } from './queries';
import { FILTER_KEYS, type QueueSort, readQueueView, queueQuery as toApiQuery } from './queue-search';

/**
 * /backoffice/submissions: every customer's submissions, searched, filtered, ordered and paged by the server, with
 * all of it in the address. Paid submissions waiting longest come first unless the member orders otherwise.
 */
export function QueuePage() {
  const { params, activeCount, setFilter, setPage, clear, update } = useListAddress(FILTER_KEYS);
  const view = useMemo(() => readQueueView(params), [params]);
  const me = useStaffSession(staffSession.signedInStaff);
  const apiQuery = toApiQuery(view, me?.id);
  const { data, error, isPending, isPlaceholderData, isFetching, refetch } = useQuery(queueQuery(apiQuery));
  const staffName = useStaffNames();

  // A new order starts from the first page; 'waiting' is the default, left out of the address.
  const onSortChange = (sort: QueueSort) =>
    update((next) => {
      if (sort === 'waiting') next.delete('sort');
      else next.set('sort', sort);
      next.delete('page');
    });

  const total = data?.pagination.total;
  const atLeast = data?.pagination.totalIsLowerBound ? '+' : '';
  const summary =
    total === undefined
      ? undefined
      : `${formatIndianInteger(total)}${atLeast} ${total === 1 ? 'submission' : 'submissions'}`;

  return (
    <Container>
      <PageTitle title="Queue" />
      <Stack space="large">
        <PageHeading
          title="Fulfilment queue"
          description="Every customer's submissions. Paid ones waiting longest come first."
        />
        <QueueFilters
          view={view}
          resultSummary={summary}
          activeCount={activeCount}
          onFilterChange={setFilter}
          onSortChange={onSortChange}
          onClear={clear}
        />
        <ListBody noun="the queue" error={error} hasData={data !== undefined} isPending={isPending} onRetry={refetch}>
          <QueueTable
            rows={data?.submissions ?? []}
            total={total ?? 0}
            totalIsLowerBound={data?.pagination.totalIsLowerBound ?? false}
            hasNextPage={Boolean(data?.pagination.nextCursor)}
            page={view.page}
            sort={view.sort}
            busy={isPlaceholderData || (isFetching && !data)}
            staffName={staffName}
            onSortChange={onSortChange}
            onPageChange={setPage}
          />
        </ListBody>
      </Stack>
    </Container>
  );
}
