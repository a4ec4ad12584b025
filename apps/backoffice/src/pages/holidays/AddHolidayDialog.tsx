import type { Schemas } from '@startwise/api-client';
import { isCalendarDate } from '@startwise/format';
import { DateField, TextField, useToast } from '@startwise/ui';
import { api } from '../../app/api';
import { ActionDialog } from '../../forms/ActionDialog';
import { useActionForm } from '../../forms/useActionForm';
import { useHolidayChange } from './queries';

type NewHoliday = Schemas['AddHolidayRequest'];

const EMPTY: NewHoliday = { date: '', name: '' };

const check = (holiday: NewHoliday) => ({
  date: isCalendarDate(holiday.date) ? undefined : 'Please choose the date',
  name: holiday.name.trim() ? undefined : 'Please name the holiday',
});

/** Adds a day the team does not work: due dates fixed from then on skip it. */
export function AddHolidayDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const toast = useToast();
  const add = useHolidayChange((body: NewHoliday) =>
    api.post('/admin/holidays', { body, fallbackMessage: 'Failed to add the holiday' }),
  );
  const { form, field, failure, close } = useActionForm({
    defaultValues: EMPTY,
    check,
    failed: add.error,
    onClose: () => {
      add.reset();
      onOpenChange(false);
    },
  });
  const submit = form.handleSubmit((holiday) =>
    add.mutate(
      { date: holiday.date, name: holiday.name.trim() },
      {
        onSuccess: ({ holiday: added }) => {
          toast.success(`${added.name} is a holiday`);
          close();
        },
      },
    ),
  );

  return (
    <ActionDialog
      title="Add a holiday"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      submitLabel="Add holiday"
      pending={add.isPending}
      failure={failure}
      onSubmit={submit}
    >
      <DateField label="Date" required {...field('date')} />
      <TextField
        label="Name"
        hint="What the day is, e.g. Diwali."
        required
        maxLength={80}
        autoComplete="off"
        {...field('name')}
      />
    </ActionDialog>
  );
}
