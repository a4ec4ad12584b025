import { formatCalendarDate } from '@startwise/format/staff-dates';
import { Badge, Button, DataTable, Text } from '@startwise/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { ScreenLayout } from '../../layout/ScreenLayout';
import { ConfirmRowAction } from '../../lists/ConfirmRowAction';
import { ListBody, queryState } from '../../lists/ListBody';
import { AddHolidayDialog } from './AddHolidayDialog';
import { type Holiday, holidaysQuery, useHolidayChange } from './queries';

const COLUMNS = [
  { id: 'date', header: 'Date', isRowHeader: true },
  { id: 'name', header: 'Holiday' },
  { id: 'source', header: 'Kind' },
  { id: 'action', header: 'Action', align: 'end' as const },
];

/**
 * /backoffice/staff/holidays (admins): the days working days skip, this year and next. India's national holidays
 * come from a maintained calendar and stay; the team adds its own and may remove them.
 */
export function HolidaysPage() {
  const list = useQuery(holidaysQuery);
  const { data } = list;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const remove = useHolidayChange((holiday: Holiday) =>
    api.post('/admin/holidays/{date}/remove', {
      params: { path: { date: holiday.date } },
      fallbackMessage: 'Failed to remove the holiday',
    }),
  );

  const rows = (data?.holidays ?? []).map((holiday) => {
    const date = formatCalendarDate(holiday.date);
    return {
      id: holiday.date,
      cells: {
        date,
        name: holiday.name,
        source:
          holiday.source === 'national' ? <Badge tone="neutral">national</Badge> : <Badge tone="brand">added</Badge>,
        action:
          holiday.source === 'office' ? (
            <Button
              variant="secondary"
              size="small"
              aria-label={`Remove ${holiday.name}, ${date}`}
              onClick={() => setRemoving(holiday)}
            >
              Remove
            </Button>
          ) : (
            <Text as="span" size="small" tone="muted">
              —
            </Text>
          ),
      },
    };
  });

  return (
    <ScreenLayout
      title="Holidays"
      description="Due dates count working days: Monday to Friday, less these holidays. A holiday added now moves the due dates of payments made from now on."
      actions={<Button onClick={() => setAdding(true)}>Add a holiday</Button>}
      dialogs={
        <>
          <AddHolidayDialog isOpen={adding} onOpenChange={setAdding} />
          <ConfirmRowAction
            row={removing}
            onClose={() => setRemoving(null)}
            action={remove}
            title={`Remove ${removing?.name ?? ''}?`}
            confirmLabel="Remove"
            doneMessage={({ holiday }) => `${holiday.name} is a working day again`}
          >
            {removing ? formatCalendarDate(removing.date) : ''} becomes a working day again. Due dates already fixed
            stay as they are.
          </ConfirmRowAction>
        </>
      }
    >
      <ListBody noun="the holidays" {...queryState(list)}>
        <DataTable caption="Holidays" hideCaption columns={COLUMNS} rows={rows} emptyMessage="No holidays." />
      </ListBody>
    </ScreenLayout>
  );
}
