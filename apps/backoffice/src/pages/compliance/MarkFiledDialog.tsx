import { acknowledgementProblem } from '@startwise/flows/compliance';
import { isCalendarDate } from '@startwise/format';
import { indiaDate } from '@startwise/format/staff-dates';
import { DateField, Text, TextField } from '@startwise/ui';
import { api } from '../../app/api';
import { ActionDialog } from '../../forms/ActionDialog';
import { useActionForm } from '../../forms/useActionForm';
import { type DueSoonItem, useComplianceChange } from './queries';

interface Filing {
  filedOn: string;
  acknowledgement: string;
}

/** The portal's number as it is checked and sent. */
const acknowledgementOf = (filing: Filing) => filing.acknowledgement.trim().toUpperCase();

/**
 * Marks an obligation filed when Startwise filed it outside a submission: the date and the portal's SRN or ARN.
 * Its reminders stop, it leaves the list, and the change is audited (`compliance.filed`).
 */
export function MarkFiledDialog({ item, onClose }: { item: DueSoonItem | null; onClose: () => void }) {
  const today = indiaDate(new Date());
  const markFiled = useComplianceChange((filing: DueSoonItem & Filing) =>
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
  const { field, dialog, finish } = useActionForm<Filing>({
    defaultValues: { filedOn: today, acknowledgement: '' },
    check: (filing) => {
      const number = acknowledgementOf(filing);
      return {
        filedOn:
          isCalendarDate(filing.filedOn) && filing.filedOn <= today ? undefined : 'Please choose the date it was filed',
        acknowledgement: number ? acknowledgementProblem(number) : undefined,
      };
    },
    call: markFiled,
    onSubmit: (filing) => {
      if (!item) return;
      markFiled.mutate(
        { ...item, filedOn: filing.filedOn, acknowledgement: acknowledgementOf(filing) },
        { onSuccess: () => finish(`${item.form} for ${item.companyName} is marked filed`) },
      );
    },
    onClose,
  });

  return (
    <ActionDialog
      title={`Mark ${item?.form ?? ''} as filed`}
      isOpen={item !== null}
      submitLabel="Mark filed"
      {...dialog}
    >
      <Text size="small">
        {item ? `${item.companyName} · ${item.periodLabel}. ` : ''}For a filing Startwise made outside an order: its
        reminders stop and it leaves this list.
      </Text>
      <DateField label="Date filed" required max={today} {...field('filedOn')} />
      <TextField
        label="Acknowledgement number (SRN or ARN)"
        hint="Optional: from the portal's acknowledgement."
        maxLength={30}
        autoComplete="off"
        {...field('acknowledgement')}
      />
    </ActionDialog>
  );
}
