import { acknowledgementProblem } from '@startwise/flows/compliance';
import { isCalendarDate } from '@startwise/format';
import { indiaDate } from '@startwise/format/staff-dates';
import { DateField, Text, TextField, useToast } from '@startwise/ui';
import { useState } from 'react';
import { api } from '../../app/api';
import { ActionDialog } from '../../forms/ActionDialog';
import { formFailure, serverFieldErrors } from '../../forms/errors';
import { type DueSoonItem, useComplianceChange } from './queries';

interface Errors {
  filedOn?: string;
  acknowledgement?: string;
}

/**
 * Marks an obligation filed when Startwise filed it outside a submission: the date and the portal's SRN or ARN.
 * Its reminders stop, it leaves the list, and the change is audited (`compliance.filed`).
 */
export function MarkFiledDialog({ item, onClose }: { item: DueSoonItem | null; onClose: () => void }) {
  const toast = useToast();
  const today = indiaDate(new Date());
  const [filedOn, setFiledOn] = useState(today);
  const [acknowledgement, setAcknowledgement] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const markFiled = useComplianceChange((filing: DueSoonItem & { filedOn: string; acknowledgement: string }) =>
    api.post('/admin/compliance/companies/{companyId}/filings', {
      params: { path: { companyId: filing.companyId } },
      body: {
        ruleId: filing.ruleId,
        periodKey: filing.periodKey,
        filedOn: filing.filedOn,
        ...(filing.acknowledgement && { acknowledgement: filing.acknowledgement }),
      },
      fallbackMessage: 'Failed to mark it as filed',
    }),
  );
  const close = () => {
    setFiledOn(today);
    setAcknowledgement('');
    setErrors({});
    markFiled.reset();
    onClose();
  };
  const submit = () => {
    if (!item) return;
    const number = acknowledgement.trim().toUpperCase();
    const found: Errors = {
      filedOn: isCalendarDate(filedOn) && filedOn <= today ? undefined : 'Please choose the date it was filed',
      acknowledgement: number ? acknowledgementProblem(number) : undefined,
    };
    setErrors(found);
    if (found.filedOn || found.acknowledgement) return;
    markFiled.mutate(
      { ...item, filedOn, acknowledgement: number },
      {
        onSuccess: () => {
          toast.success(`${item.form} for ${item.companyName} is marked filed`);
          close();
        },
      },
    );
  };
  const server = serverFieldErrors(markFiled.error);
  return (
    <ActionDialog
      title={`Mark ${item?.form ?? ''} as filed`}
      isOpen={item !== null}
      onOpenChange={(open) => !open && close()}
      submitLabel="Mark filed"
      pending={markFiled.isPending}
      failure={formFailure(markFiled.error)}
      onSubmit={submit}
    >
      <Text size="small">
        {item ? `${item.companyName} · ${item.periodLabel}. ` : ''}For a filing Startwise made outside an order: its
        reminders stop and it leaves this list.
      </Text>
      <DateField
        label="Date filed"
        required
        max={today}
        value={filedOn}
        error={errors.filedOn ?? server.filedOn}
        onChange={(event) => setFiledOn(event.target.value)}
      />
      <TextField
        label="Acknowledgement number (SRN or ARN)"
        hint="Optional: from the portal's acknowledgement."
        maxLength={30}
        autoComplete="off"
        value={acknowledgement}
        error={errors.acknowledgement ?? server.acknowledgement}
        onChange={(event) => setAcknowledgement(event.target.value)}
      />
    </ActionDialog>
  );
}
