import { CATALOG_LIMITS } from '@startwise/flows/rules';
import { TextField } from '@startwise/ui';
import { useFormContext } from 'react-hook-form';
import { Section } from '../../../layout/Section';
import { LinesField } from './LinesField';
import type { DraftSectionProps, ServiceDraft } from './service-draft';
import { listError } from './service-problems';

/** How the work is delivered: the working days promised, and the steps the customer's tracking shows. */
export function MilestonesSection({ errors }: DraftSectionProps) {
  const { register } = useFormContext<ServiceDraft>();
  const days = CATALOG_LIMITS.turnaroundDays;
  return (
    <Section title="Milestones">
      <TextField
        label="Turnaround (working days)"
        type="number"
        required
        min={days.minimum}
        max={days.maximum}
        {...register('turnaroundDays')}
        error={errors.turnaroundDays}
      />
      <LinesField
        name="milestones"
        label="Steps"
        hint={`A step a line, in order, up to ${CATALOG_LIMITS.milestones.lines}: the customer's tracking marks each done, current or to come.`}
        error={listError(errors, 'milestones')}
      />
    </Section>
  );
}
