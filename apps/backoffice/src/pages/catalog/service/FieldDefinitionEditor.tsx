import { CATALOG_LIMITS, type FormField, type FormFieldValidations, MAX_UPLOAD_BYTES } from '@startwise/flows/rules';
import { Card, Checkbox, Column, Columns, Heading, Select, Stack, TextField } from '@startwise/ui';
import type { ReactNode } from 'react';
import { AcceptedFileTypes } from './AcceptedFileTypes';
import * as styles from './FieldDefinitionEditor.css';
import { appliesTo, FIELD_TYPES, PLACEHOLDER_TYPES, withType, withValidation } from './field-definition';
import { ListItemActions } from './ListItemActions';
import { ListText } from './ListText';
import type { DraftErrors } from './service-draft';

const MEGABYTE = 1024 * 1024;

export interface FieldDefinitionEditorProps {
  index: number;
  count: number;
  field: FormField;
  /** This field's errors, paths relative to it (`.options`, `.validations.minChars`). */
  errors: DraftErrors;
  onChange: (field: FormField) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** The first error at or under a path (`.options` also shows `.options[2]`'s). */
const errorAt = (errors: DraftErrors, path: string) =>
  Object.entries(errors).find(([at]) => at === path || at.startsWith(`${path}[`))?.[1];

const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** One field of the application form: its label, name, type, whether it is required and each rule its type takes. */
export function FieldDefinitionEditor({
  index,
  count,
  field,
  errors,
  onChange,
  onMove,
  onRemove,
}: FieldDefinitionEditorProps) {
  const rules = field.validations ?? {};
  const title = `Field ${index + 1}: ${field.label.trim() || 'untitled'}`;
  const ruleError = (rule: keyof FormFieldValidations) => errorAt(errors, `.validations.${rule}`);
  const numberRule = (rule: 'minChars' | 'maxChars' | 'minValue' | 'maxValue', label: string): ReactNode => (
    <TextField
      label={label}
      type="number"
      min={rule.endsWith('Chars') ? 0 : undefined}
      value={rules[rule] ?? ''}
      error={ruleError(rule)}
      onChange={(event) => onChange(withValidation(field, rule, numberOrUndefined(event.target.value)))}
    />
  );
  /** A rule's smallest and largest side by side, where the field's type takes them. */
  const numberRange = (
    min: 'minChars' | 'minValue',
    minLabel: string,
    max: 'maxChars' | 'maxValue',
    maxLabel: string,
  ) =>
    appliesTo(min, field.type) ? (
      <Columns space="medium">
        <Column>{numberRule(min, minLabel)}</Column>
        <Column>{numberRule(max, maxLabel)}</Column>
      </Columns>
    ) : null;
  const flag = (rule: 'multiple' | 'multipleSelect' | 'includeOther', label: string) => (
    <Checkbox
      checked={rules[rule] ?? false}
      invalid={ruleError(rule) !== undefined}
      onChange={(checked) => onChange(withValidation(field, rule, checked || undefined))}
    >
      {label}
    </Checkbox>
  );

  return (
    <Card padding="medium" as="section" aria-label={title}>
      <Stack space="medium">
        <Heading level="3">{title}</Heading>
        <TextField
          label="Label"
          required
          value={field.label}
          error={errorAt(errors, '.label')}
          onChange={(event) => onChange({ ...field, label: event.target.value })}
        />
        <Columns space="medium" collapseBelow="tablet">
          <Column>
            <TextField
              label="Name"
              hint="The answer's key: a letter, then letters, digits or _"
              required
              maxLength={CATALOG_LIMITS.fieldNameLength}
              value={field.name}
              error={errorAt(errors, '.name')}
              onChange={(event) => onChange({ ...field, name: event.target.value.trim() })}
            />
          </Column>
          <Column width="content">
            <div className={styles.typeSelect}>
              <Select
                label="Type"
                options={FIELD_TYPES}
                value={field.type}
                onChange={(type) => {
                  const chosen = FIELD_TYPES.find((option) => option.value === type);
                  if (chosen) onChange(withType(field, chosen.value));
                }}
              />
            </div>
          </Column>
        </Columns>
        <Checkbox checked={field.required} onChange={(required) => onChange({ ...field, required })}>
          Required
        </Checkbox>
        {PLACEHOLDER_TYPES.includes(field.type) ? (
          <TextField
            label="Placeholder"
            value={field.placeholder ?? ''}
            onChange={(event) => {
              const { placeholder: _, ...rest } = field;
              onChange(event.target.value ? { ...rest, placeholder: event.target.value } : rest);
            }}
          />
        ) : null}
        {numberRange('minChars', 'Fewest characters', 'maxChars', 'Most characters')}
        {numberRange('minValue', 'Smallest number', 'maxValue', 'Largest number')}
        {appliesTo('blacklistDomains', field.type) ? (
          <ListText
            label="Blocked email domains"
            hint="Separated by commas, e.g. mailinator.com"
            separator="comma"
            values={rules.blacklistDomains ?? []}
            error={ruleError('blacklistDomains')}
            onChange={(domains) =>
              onChange(withValidation(field, 'blacklistDomains', domains.length > 0 ? domains : undefined))
            }
          />
        ) : null}
        {field.type === 'dropdown' ? (
          <>
            <ListText
              label="Options"
              hint="One option a line"
              separator="line"
              values={field.options ?? []}
              error={errorAt(errors, '.options')}
              onChange={(options) => onChange({ ...field, options })}
            />
            {flag('multipleSelect', 'Several options may be chosen')}
            {flag('includeOther', "Offer 'Other' with a box to specify")}
          </>
        ) : null}
        {field.type === 'file' ? (
          <>
            <AcceptedFileTypes
              chosen={rules.fileTypes}
              error={ruleError('fileTypes')}
              onChange={(fileTypes) => onChange(withValidation(field, 'fileTypes', fileTypes))}
            />
            <TextField
              label="Largest file (MB)"
              type="number"
              min={1}
              max={MAX_UPLOAD_BYTES / MEGABYTE}
              hint={`Up to ${MAX_UPLOAD_BYTES / MEGABYTE} MB; empty: 10 MB`}
              value={rules.maxSize === undefined ? '' : rules.maxSize / MEGABYTE}
              error={ruleError('maxSize')}
              onChange={(event) => {
                const megabytes = numberOrUndefined(event.target.value);
                onChange(
                  withValidation(
                    field,
                    'maxSize',
                    megabytes === undefined ? undefined : Math.round(megabytes * MEGABYTE),
                  ),
                );
              }}
            />
            {flag('multiple', 'Several files may be uploaded')}
          </>
        ) : null}
        <ListItemActions
          noun={`field ${index + 1} (${field.label.trim() || 'untitled'})`}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </Stack>
    </Card>
  );
}
