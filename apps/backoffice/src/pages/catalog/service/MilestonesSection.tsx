import { TextField } from '@startwise/ui';
import { Section } from '../../../layout/Section';
import { ListText } from './ListText';
import { type DraftSectionProps, listError } from './service-draft';

/** How the work is delivered: the working days promised, and the steps the customer's tracking shows. */
export function MilestonesSection({ draft, errors, onChange }: DraftSectionProps) {
  return (
    <Section title="Milestones">
      <TextField
        label="Turnaround (working days)"
        type="number"
        required
        min={1}
        max={365}
        value={draft.turnaroundDays}
        error={errors.turnaroundDays}
        onChange={(event) => onChange({ turnaroundDays: event.target.value })}
      />
      <ListText
        label="Steps"
        hint="A step a line, in order, up to 12: the customer's tracking marks each done, current or to come."
        separator="line"
        values={draft.milestones}
        error={listError(errors, 'milestones')}
        onChange={(milestones) => onChange({ milestones })}
      />
    </Section>
  );
}
