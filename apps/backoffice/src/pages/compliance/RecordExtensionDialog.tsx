import type { Schemas } from '@startwise/api-client';
import { isCalendarDate } from '@startwise/format';
import { formatCalendarDate } from '@startwise/format/staff-dates';
import { DateField, Select } from '@startwise/ui';
import { useController } from 'react-hook-form';
import { api } from '../../app/api';
import { ActionDialog, type DialogOpenProps } from '../../forms/ActionDialog';
import { DialogTextField } from '../../forms/DialogTextField';
import { useActionForm } from '../../forms/useActionForm';
import { RULE_OPTIONS } from './compliance-search';
import { useComplianceChange } from './queries';

type ExtensionInput = Schemas['ComplianceExtensionInput'];

const EMPTY: ExtensionInput = { ruleId: '', periodKey: '', dueOn: '', note: '', notification: '' };
const PERIOD_KEY = /^[A-Za-z0-9-]{4,40}$/;

/** The extension as it is checked and sent: every field trimmed. */
const trimmed = (extension: ExtensionInput) =>
  Object.fromEntries(Object.entries(extension).map(([name, value]) => [name, value.trim()])) as ExtensionInput;

function check(extension: ExtensionInput) {
  const { ruleId, periodKey, dueOn, note, notification } = trimmed(extension);
  return {
    ruleId: ruleId ? undefined : 'Please choose the obligation',
    periodKey: PERIOD_KEY.test(periodKey) ? undefined : 'Enter the period, e.g. FY2025-26 or 2026-11',
    dueOn: isCalendarDate(dueOn) ? undefined : 'Please choose the new due date',
    note: note.length < 3 ? 'Say what the extension is' : undefined,
    notification: notification.length < 2 ? 'Enter the notification or circular number' : undefined,
  };
}

/**
 * Records a government extension of one period's due date: it overrides the rule's formula for every customer
 * (calendars, feeds, reminders, the due-soon list) and is audited (`compliance.extension`). Recording the same
 * rule and period again changes it.
 */
export function RecordExtensionDialog({ isOpen, onOpenChange }: DialogOpenProps) {
  const record = useComplianceChange((body: ExtensionInput) =>
    api.put('/admin/compliance/extensions', { body, fallbackMessage: 'Failed to record the extension' }),
  );
  const { form, field, dialog, finish } = useActionForm({
    defaultValues: EMPTY,
    check,
    call: record,
    onSubmit: (values) => {
      const extension = trimmed(values);
      record.mutate(extension, {
        onSuccess: () =>
          finish(`${extension.ruleId} ${extension.periodKey} is now due on ${formatCalendarDate(extension.dueOn)}`),
      });
    },
    onClose: () => onOpenChange(false),
  });
  const { field: ruleId, fieldState: ruleIdState } = useController({ control: form.control, name: 'ruleId' });

  return (
    <ActionDialog title="Record an extension" isOpen={isOpen} submitLabel="Record extension" {...dialog}>
      <Select
        label="Obligation"
        required
        placeholder="Choose the obligation"
        options={RULE_OPTIONS}
        value={ruleId.value || null}
        error={ruleIdState.error?.message}
        onChange={(value) => ruleId.onChange(value ?? '')}
      />
      <DialogTextField
        label="Period"
        hint="As the calendar names it: FY2025-26 for a year, 2026-11 for a month, FY2026-27-Q3 for a quarter."
        maxLength={40}
        {...field('periodKey')}
      />
      <DateField label="New due date" required {...field('dueOn')} />
      <DialogTextField
        label="Note"
        hint="What the government extended, e.g. without additional fees."
        maxLength={300}
        {...field('note')}
      />
      <DialogTextField
        label="Notification number"
        hint="e.g. General Circular 09/2026."
        maxLength={120}
        {...field('notification')}
      />
    </ActionDialog>
  );
}
