import {
  choiceOf,
  dropdownChoices,
  type FormField,
  OTHER_OPTION,
  offersOther,
  otherAnswer,
  otherDetails,
  otherDetailsRequired,
} from '@startwise/flows/rules';
import { Select, Stack, TextField } from '@startwise/ui';

export interface DropdownFieldProps {
  field: FormField;
  id: string;
  value: unknown;
  error?: string;
  disabled: boolean;
  onValue: (value: unknown) => void;
}

const answersOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((answer): answer is string => typeof answer === 'string');

/**
 * A dropdown field (spec 2: 'Other' and multiple selection). Choosing 'Other' opens a required 'Please specify'
 * box right below, and the answer becomes the rules' `Other: <details>`, so the team reads what was meant.
 */
export function DropdownField({ field, id, value, error, disabled, onValue }: DropdownFieldProps) {
  const multiple = field.validations?.multipleSelect ?? false;
  const answers = answersOf(value);
  const other = offersOther(field) ? answers.find((answer) => otherDetails(answer) !== undefined) : undefined;
  const choices = other === undefined ? answers : answers.map(choiceOf);
  // Picking options again keeps the details already typed for 'Other'.
  const answersFor = (chosen: string[]) =>
    chosen.map((choice) => (choice === OTHER_OPTION && offersOther(field) ? (other ?? OTHER_OPTION) : choice));
  const send = (next: string[]) => onValue(multiple ? next : next[0]);
  // The rules' blank-details message belongs to the box that fixes it.
  const detailsError = other !== undefined && error === otherDetailsRequired(field.label) ? error : undefined;
  const common = {
    id,
    name: field.name,
    label: field.label,
    required: field.required,
    error: detailsError ? undefined : error,
    disabled,
    options: dropdownChoices(field),
    placeholder: field.placeholder,
  };

  return (
    <Stack space="small">
      {multiple ? (
        <Select {...common} multiple value={choices} onChange={(chosen) => send(answersFor(chosen))} />
      ) : (
        <Select
          {...common}
          value={choices[0] ?? null}
          onChange={(chosen) => send(answersFor(chosen === null ? [] : [chosen]))}
        />
      )}
      {other === undefined ? null : (
        <TextField
          id={`${id}-other`}
          label="Please specify"
          required
          error={detailsError}
          disabled={disabled}
          value={otherDetails(other)}
          onChange={(event) =>
            send(answers.map((answer) => (answer === other ? otherAnswer(event.target.value) : answer)))
          }
        />
      )}
    </Stack>
  );
}
