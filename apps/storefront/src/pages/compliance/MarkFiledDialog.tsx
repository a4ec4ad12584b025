import { acknowledgementProblem } from '@startwise/flows/compliance';
import { Button, DateField, Dialog, Stack, Text, TextField } from '@startwise/ui';
import { useState } from 'react';
import { useMarkFiled } from './compliance-queries';
import type { CompanyObligation } from './ObligationCard';

/** Records that an obligation was filed, with its date and the portal's acknowledgement (SRN or ARN). */
export function MarkFiledDialog({
  obligation,
  today,
  onClose,
}: {
  obligation: CompanyObligation | undefined;
  today: string;
  onClose: () => void;
}) {
  const markFiled = useMarkFiled();
  const [problem, setProblem] = useState<string>();
  if (!obligation) return null;
  const submit = (form: FormData) => {
    const filedOn = String(form.get('filedOn') ?? '');
    const acknowledgement = String(form.get('acknowledgement') ?? '')
      .trim()
      .toUpperCase();
    const refused = acknowledgement ? acknowledgementProblem(acknowledgement) : undefined;
    setProblem(refused);
    if (refused) return;
    markFiled.mutate(
      {
        companyId: obligation.companyId,
        body: {
          ruleId: obligation.rule.id,
          periodKey: obligation.key,
          filedOn,
          ...(acknowledgement && { acknowledgement }),
        },
      },
      { onSuccess: onClose },
    );
  };
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={`Mark ${obligation.rule.form} as filed`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit(new FormData(event.currentTarget));
        }}
      >
        <Stack space="medium">
          <Text size="small">
            {obligation.companyName} · {obligation.label}. Its reminders stop once it is marked filed.
          </Text>
          <DateField label="Date filed" name="filedOn" defaultValue={today} max={today} required />
          <TextField
            label="Acknowledgement number (SRN or ARN)"
            hint="Optional: from the portal's acknowledgement"
            name="acknowledgement"
            error={problem}
            maxLength={30}
          />
          {markFiled.error && <Text tone="critical">{markFiled.error.message}</Text>}
          <Button type="submit" loading={markFiled.isPending}>
            Mark as filed
          </Button>
        </Stack>
      </form>
    </Dialog>
  );
}
