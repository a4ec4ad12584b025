import { staffSession } from '@startwise/flows';
import { useStaffSession } from '@startwise/flows/react';
import { formatIndianInteger } from '@startwise/format';
import { useQuery } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useRef, useState } from 'react';
import { useStaffNames } from '../../format/useStaffNames';
import { ScreenLayout } from '../../layout/ScreenLayout';
import { ListBody, queryState } from '../../lists/ListBody';
import { ListTable } from '../../lists/ListTable';
import { useListAddress } from '../../lists/useListAddress';
import { useListKeys } from '../../lists/useListKeys';
import { BulkAssign } from './BulkAssign';
import { QueueFilters } from './QueueFilters';
import { QueueScopes } from './QueueScopes';
import { queueQuery } from './queries';
import { queueColumns } from './queue-columns';
import {
  defaultSort,
  FILTER_KEYS,
  QUEUE_PAGE_SIZE,
  type QueueSort,
  readQueueView,
  queueQuery as toApiQuery,
} from './queue-search';
import { sortingOf, sortOf } from './queue-sorting';

/**
 * /backoffice/submissions: the fulfilment queue. It opens on open work (paid, unfinished), the most urgent first;
 * All, Completed and Rejected are views of their own. Search, filters, order and page live in the address; rows
 * can be chosen and assigned together; `/`, `j`, `k` and Enter work it from the keyboard.
 */
export function QueuePage() {
  const { params, activeCount, setFilter, setPage, clear, update } = useListAddress(FILTER_KEYS);
  const view = useMemo(() => readQueueView(params), [params]);
  const me = useStaffSession(staffSession.signedInStaff);
  const list = useQuery(queueQuery(toApiQuery(view, me?.id)));
  const { data, isPlaceholderData } = list;
  const staffName = useStaffNames();
  const columns = useMemo(() => queueColumns(staffName), [staffName]);
  const [selected, setSelected] = useState<RowSelectionState>({});
  const searchRef = useRef<HTMLInputElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  useListKeys(searchRef, tableRef);

  // A new order starts from the first page; the view's default is left out of the address.
  const onSortChange = (sort: QueueSort) =>
    update((next) => {
      if (sort === defaultSort(view.scope)) next.delete('sort');
      else next.set('sort', sort);
      next.delete('page');
    });
  const total = data?.pagination.total;
  const atLeast = data?.pagination.totalIsLowerBound ? '+' : '';
  const summary =
    total === undefined
      ? undefined
      : `${formatIndianInteger(total)}${atLeast} ${total === 1 ? 'submission' : 'submissions'}`;
  const selectedIds = Object.keys(selected).filter((id) => selected[id]);

  return (
    <ScreenLayout title="Queue" heading="Fulfilment queue" space="medium">
      <QueueScopes scope={view.scope} />
      <QueueFilters
        view={view}
        searchRef={searchRef}
        resultSummary={summary}
        activeCount={activeCount}
        onFilterChange={setFilter}
        onSortChange={onSortChange}
        onClear={clear}
      />
      <ListBody noun="the queue" {...queryState(list)}>
        <ListTable
          caption="Submissions"
          tableRef={tableRef}
          columns={columns}
          rows={data?.submissions ?? []}
          busy={isPlaceholderData}
          emptyMessage="No submissions match these filters."
          highlighted={(row) => row.overdue}
          // Open work is all paid: its payment column would say so on every row.
          hiddenColumns={view.scope === 'open' ? ['payment'] : []}
          key={view.scope === 'open' ? 'open' : 'other'}
          sorting={{
            state: sortingOf(view.sort),
            onChange: (sorting) => onSortChange(sortOf(sorting, defaultSort(view.scope))),
          }}
          selection={{
            state: selected,
            onChange: setSelected,
            rowLabel: (row) => `${row.customer.fullName}, ${row.service.title}`,
          }}
          actions={<BulkAssign selectedIds={selectedIds} onDone={() => setSelected({})} />}
          paging={{
            label: 'Queue pages',
            page: view.page,
            pageSize: QUEUE_PAGE_SIZE,
            total: total ?? 0,
            totalIsLowerBound: data?.pagination.totalIsLowerBound ?? false,
            hasNextPage: Boolean(data?.pagination.nextCursor),
            noun: 'submissions',
            onPageChange: setPage,
          }}
        />
      </ListBody>
    </ScreenLayout>
  );
}
