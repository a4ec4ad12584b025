import { Alert, Button, Inline, Stack } from '@startwise/ui';
import type { FormEventHandler, ReactNode } from 'react';
import { formFailure } from './errors';

interface SectionFormProps {
  /** Names the form ('Reply by email'). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The write on its way: the button shows it and the form says it is busy. */
  sending: boolean;
  /** The last write's failure, when the fields do not show it themselves. */
  error: unknown;
  submitLabel: ReactNode;
  children: ReactNode;
}

/** A form written inside a record's section (a reply, a note): its fields, why the last send failed, one button. */
export function SectionForm({ label, onSubmit, sending, error, submitLabel, children }: SectionFormProps) {
  const failure = formFailure(error);
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label} aria-busy={sending}>
      <Stack space="medium">
        {children}
        {failure ? <Alert tone="critical">{failure}</Alert> : null}
        <Inline space="small">
          <Button type="submit" loading={sending}>
            {submitLabel}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
