import type { Schemas } from '@startwise/api-client';
import { isCalendarDate } from '@startwise/format';
import { DateField, TextField, useToast } from '@startwise/ui';
import { useState } from 'react';
import { api } from '../../app/api';
import { ActionDialog } from '../../forms/ActionDialog';
import { formFailure, serverFieldErrors } from '../../forms/errors';
import { useHolidayChange } from './queries';

type NewHoliday = Schemas['AddHolidayRequest'];
type Errors = Partial<Record<keyof NewHoliday, string>>;

const EMPTY: NewHoliday = { date: '', name: '' };

function check(holiday: NewHoliday): Errors {
  const errors: Errors = {};
  if (!isCalendarDate(holiday.date)) errors.date = 'Please choose the date';
  if (!holiday.name.trim()) errors.name = 'Please name the holiday';
  return errors;
}

/** Adds a day the team does not work: due dates fixed from then on skip it. */
export function AddHolidayDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const toast = useToast();
  const [holiday, setHoliday] = useState<NewHoliday>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const add = useHolidayChange((body: NewHoliday) =>
    api.post('/admin/holidays', { body, fallbackMessage: 'Failed to add the holiday' }),
  );
  const close = () => {
    setHoliday(EMPTY);
    setErrors({});
    add.reset();
    onOpenChange(false);
  };
  const submit = () => {
    const found = check(holiday);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    add.mutate(
      { date: holiday.date, name: holiday.name.trim() },
      {
        onSuccess: ({ holiday: added }) => {
          toast.success(`${added.name} is a holiday`);
          close();
        },
      },
    );
  };
  const change = (name: keyof NewHoliday) => (event: { target: { value: string } }) => {
    setHoliday((current) => ({ ...current, [name]: event.target.value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  return (
    <ActionDialog
      title="Add a holiday"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      submitLabel="Add holiday"
      pending={add.isPending}
      failure={formFailure(add.error)}
      onSubmit={submit}
    >
      <DateField
        label="Date"
        required
        value={holiday.date}
        error={errors.date ?? serverFieldErrors(add.error).date}
        onChange={change('date')}
      />
      <TextField
        label="Name"
        hint="What the day is, e.g. Diwali."
        required
        maxLength={80}
        autoComplete="off"
        value={holiday.name}
        error={errors.name ?? serverFieldErrors(add.error).name}
        onChange={change('name')}
      />
    </ActionDialog>
  );
}
