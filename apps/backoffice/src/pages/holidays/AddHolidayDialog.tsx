import type { Schemas } from '@startwise/api-client';
import { isCalendarDate } from '@startwise/format';
import { DateField } from '@startwise/ui';
import { api } from '../../app/api';
import { ActionDialog, type DialogOpenProps } from '../../forms/ActionDialog';
import { DialogTextField } from '../../forms/DialogTextField';
import { useActionForm } from '../../forms/useActionForm';
import { useHolidayChange } from './queries';

type NewHoliday = Schemas['AddHolidayRequest'];

const EMPTY: NewHoliday = { date: '', name: '' };

const check = (holiday: NewHoliday) => ({
  date: isCalendarDate(holiday.date) ? undefined : 'Please choose the date',
  name: holiday.name.trim() ? undefined : 'Please name the holiday',
});

/** Adds a day the team does not work: due dates fixed from then on skip it. */
export function AddHolidayDialog({ isOpen, onOpenChange }: DialogOpenProps) {
  const add = useHolidayChange((body: NewHoliday) =>
    api.post('/admin/holidays', { body, fallbackMessage: 'Failed to add the holiday' }),
  );
  const { field, dialog, finish } = useActionForm({
    defaultValues: EMPTY,
    check,
    call: add,
    onSubmit: (holiday) =>
      add.mutate(
        { date: holiday.date, name: holiday.name.trim() },
        { onSuccess: ({ holiday: added }) => finish(`${added.name} is a holiday`) },
      ),
    onClose: () => onOpenChange(false),
  });

  return (
    <ActionDialog title="Add a holiday" isOpen={isOpen} submitLabel="Add holiday" {...dialog}>
      <DateField label="Date" required {...field('date')} />
      <DialogTextField label="Name" hint="What the day is, e.g. Diwali." maxLength={80} {...field('name')} />
    </ActionDialog>
  );
}
