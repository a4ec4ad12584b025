import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import { formatIndianInteger } from '@startwise/format';
import { Container, PageHeading, Skeleton, Spinner, Stack } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailure } from '../../layout/LoadFailure';
import { PageTitle } from '../../layout/PageTitle';
import { QueueFilters } from './QueueFilters';
import { QueueTable } from './QueueTable';
import { assignableStaffQuery, queueQuery } from './queries';
import {
  activeFilterCount,
  type FilterKey,
  type QueueSort,
  type QueueView,
  readQueueView,
  queueQuery as toApiQuery,
  writeQueueView,
} from './queue-search';

/**
 * /backoffice/submissions: every customer's submissions, searched, filtered, ordered and paged by the server, with
 * all of it in the address. Paid submissions waiting longest come first unless the member orders otherwise.
 */
export function QueuePage() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readQueueView(params), [params]);
  const me = useStaffSession(staffSession.signedInStaff);
  const apiQuery = toApiQuery(view, me?.id);
  const { data, error, isPending, isPlaceholderData, isFetching, refetch } = useQuery(queueQuery(apiQuery));
  const { data: staffData } = useQuery(assignableStaffQuery);

  const staffNames = useMemo(
    () => new Map((staffData?.staff ?? []).map((member) => [member.id, member.fullName])),
    [staffData],
  );
  const staffName = useCallback((id: string) => staffNames.get(id), [staffNames]);

  const show = (next: QueueView) => setParams(writeQueueView(next));
  const onFilterChange = useCallback(
    (key: FilterKey, value: string | undefined) =>
      setParams((current) => {
        const before = readQueueView(current);
        return writeQueueView({ ...before, filters: { ...before.filters, [key]: value }, page: 1 });
      }),
    [setParams],
  );
  const onSortChange = (sort: QueueSort) => show({ ...view, sort, page: 1 });

  const total = data?.pagination.total;
  const summary =
    total === undefined ? undefined : `${formatIndianInteger(total)} ${total === 1 ? 'submission' : 'submissions'}`;

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
          activeCount={activeFilterCount(view)}
          onFilterChange={onFilterChange}
          onSortChange={onSortChange}
          onClear={() => show({ filters: {}, sort: view.sort, page: 1 })}
        />
        {error && !data ? (
          <LoadFailure title="The queue could not be loaded" error={error} retry={() => refetch()} />
        ) : isPending ? (
          <Stack space="small">
            <Spinner label="Loading the queue" />
            <Skeleton shape="block" />
            <Skeleton shape="block" />
          </Stack>
        ) : (
          <QueueTable
            rows={data?.submissions ?? []}
            total={total ?? 0}
            page={view.page}
            sort={view.sort}
            busy={isPlaceholderData || (isFetching && !data)}
            staffName={staffName}
            onSortChange={onSortChange}
            onPageChange={(page) => show({ ...view, page })}
          />
        )}
      </Stack>
    </Container>
  );
}
