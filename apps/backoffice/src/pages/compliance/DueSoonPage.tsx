import { DUE_SOON_EXPORT_FALLBACK_MESSAGE } from '@startwise/api-client';
import { Button } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSavedDownload } from '../../files/useSavedDownload';
import { countOf } from '../../format/counts';
import { ScreenLayout } from '../../layout/ScreenLayout';
import { ListBody, queryState } from '../../lists/ListBody';
import { ListFilterBar } from '../../lists/ListFilterBar';
import { ListTable } from '../../lists/ListTable';
import { useListAddress } from '../../lists/useListAddress';
import { DUE_SOON_FILTER_KEYS, dueSoonFilters, RULE_OPTIONS } from './compliance-search';
import { dueSoonColumns } from './due-soon-columns';
import { MarkFiledDialog } from './MarkFiledDialog';
import { type DueSoonItem, dueSoonQuery, fetchDueSoonCsv } from './queries';

/** The server's page size (the list is keyset-paged: each page is asked for with the previous page's cursor). */
const PAGE_SIZE = 25;

/**
 * /backoffice/compliance/due-soon: customers' filings due within 30 days (or overdue) that no open order covers,
 * soonest first, to call them before a late fee starts. Filtered in the address, exported as CSV; a filing
 * Startwise made outside an order is marked filed here.
 */
export function DueSoonPage() {
  const { filters, page, setPage, filterBar } = useListAddress(DUE_SOON_FILTER_KEYS);
  const query = dueSoonFilters(filters);
  // Each page's cursor, learnt from the page before it; an address whose cursor is unknown opens the first page.
  const [cursors, setCursors] = useState<Record<string, string>>({});
  const cursorOf = (to: number) => cursors[`${JSON.stringify(query)}#${to}`];
  const shownPage = page > 1 && cursorOf(page) ? page : 1;
  const list = useQuery(dueSoonQuery(query, cursorOf(shownPage)));
  const { data, isPlaceholderData } = list;
  const csv = useSavedDownload(fetchDueSoonCsv, DUE_SOON_EXPORT_FALLBACK_MESSAGE);
  const [filing, setFiling] = useState<DueSoonItem | null>(null);
  const items = data?.items ?? [];
  const seen = (shownPage - 1) * PAGE_SIZE + items.length;

  const changePage = (to: number) => {
    const next = data?.nextCursor;
    if (to === shownPage + 1 && next) setCursors((known) => ({ ...known, [`${JSON.stringify(query)}#${to}`]: next }));
    setPage(to);
  };

  const columns = useMemo(() => dueSoonColumns(setFiling), []);

  return (
    <ScreenLayout
      title="Due soon"
      description="Customers' filings due within 30 days or overdue, with no open order for them, soonest first."
      actions={
        <Button variant="secondary" loading={csv.isPending} onClick={() => csv.mutate(query)}>
          Export CSV
        </Button>
      }
      dialogs={<MarkFiledDialog item={filing} onClose={() => setFiling(null)} />}
    >
      <ListFilterBar
        label="Search and filter the due-soon list"
        searchPlaceholder="Customer's name or email, or the company"
        {...filterBar}
        chips={[{ kind: 'options', key: 'rule', label: 'Obligation', options: RULE_OPTIONS }]}
        resultSummary={data ? `${countOf(seen, 'obligation', 'obligations')}${data.nextCursor ? '+' : ''}` : undefined}
      />
      <ListBody noun="the due-soon list" {...queryState(list)}>
        <ListTable
          caption="Obligations due soon"
          columns={columns}
          rows={items}
          getRowId={(item) => `${item.companyId}:${item.ruleId}:${item.periodKey}`}
          busy={isPlaceholderData}
          emptyMessage="Nothing is due within 30 days without an order."
          paging={{
            label: 'Due-soon pages',
            page: shownPage,
            pageSize: PAGE_SIZE,
            total: seen,
            totalIsLowerBound: Boolean(data?.nextCursor),
            hasNextPage: Boolean(data?.nextCursor),
            noun: 'obligations',
            onPageChange: changePage,
          }}
        />
      </ListBody>
    </ScreenLayout>
  );
}
