import type { Schemas } from '@startwise/api-client';
import { isCalendarDate } from '@startwise/format';
import { formatCalendarDate } from '@startwise/format/staff-dates';
import { DateField, Select, TextField, useToast } from '@startwise/ui';
import { useState } from 'react';
import { api } from '../../app/api';
import { ActionDialog } from '../../forms/ActionDialog';
import { formFailure, serverFieldErrors } from '../../forms/errors';
import { RULE_OPTIONS } from './compliance-search';
import { useComplianceChange } from './queries';

type ExtensionInput = Schemas['ComplianceExtensionInput'];
type Errors = Partial<Record<keyof ExtensionInput, string>>;

const EMPTY: ExtensionInput = { ruleId: '', periodKey: '', dueOn: '', note: '', notification: '' };
const PERIOD_KEY = /^[A-Za-z0-9-]{4,40}$/;

function check(extension: ExtensionInput): Errors {
  const errors: Errors = {};
  if (!extension.ruleId) errors.ruleId = 'Please choose the obligation';
  if (!PERIOD_KEY.test(extension.periodKey)) errors.periodKey = 'Enter the period, e.g. FY2025-26 or 2026-11';
  if (!isCalendarDate(extension.dueOn)) errors.dueOn = 'Please choose the new due date';
  if (extension.note.length < 3) errors.note = 'Say what the extension is';
  if (extension.notification.length < 2) errors.notification = 'Enter the notification or circular number';
  return errors;
}

/**
 * Records a government extension of one period's due date: it overrides the rule's formula for every customer
 * (calendars, feeds, reminders, the due-soon list) and is audited (`compliance.extension`). Recording the same
 * rule and period again changes it.
 */
export function RecordExtensionDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const toast = useToast();
  const [extension, setExtension] = useState<ExtensionInput>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const record = useComplianceChange((body: ExtensionInput) =>
    api.put('/admin/compliance/extensions', { body, fallbackMessage: 'Failed to record the extension' }),
  );
  const close = () => {
    setExtension(EMPTY);
    setErrors({});
    record.reset();
    onOpenChange(false);
  };
  const set = (name: keyof ExtensionInput, value: string) => {
    setExtension((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };
  const submit = () => {
    const trimmed = Object.fromEntries(
      Object.entries(extension).map(([name, value]) => [name, value.trim()]),
    ) as ExtensionInput;
    const found = check(trimmed);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    record.mutate(trimmed, {
      onSuccess: () => {
        toast.success(`${trimmed.ruleId} ${trimmed.periodKey} is now due on ${formatCalendarDate(trimmed.dueOn)}`);
        close();
      },
    });
  };
  const server = serverFieldErrors(record.error);
  const text = (name: keyof ExtensionInput) => ({
    value: extension[name],
    error: errors[name] ?? server[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
  });

  return (
    <ActionDialog
      title="Record an extension"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      submitLabel="Record extension"
      pending={record.isPending}
      failure={formFailure(record.error)}
      onSubmit={submit}
    >
      <Select
        label="Obligation"
        required
        placeholder="Choose the obligation"
        options={RULE_OPTIONS}
        value={extension.ruleId || null}
        error={errors.ruleId ?? server.ruleId}
        onChange={(value) => set('ruleId', value ?? '')}
      />
      <TextField
        label="Period"
        hint="As the calendar names it: FY2025-26 for a year, 2026-11 for a month, FY2026-27-Q3 for a quarter."
        required
        maxLength={40}
        autoComplete="off"
        {...text('periodKey')}
      />
      <DateField label="New due date" required {...text('dueOn')} />
      <TextField
        label="Note"
        hint="What the government extended, e.g. without additional fees."
        required
        maxLength={300}
        autoComplete="off"
        {...text('note')}
      />
      <TextField
        label="Notification number"
        hint="e.g. General Circular 09/2026."
        required
        maxLength={120}
        autoComplete="off"
        {...text('notification')}
      />
    </ActionDialog>
  );
}
