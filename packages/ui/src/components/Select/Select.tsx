import { forwardRef, type ReactNode, useId } from 'react';
import {
  Select as AriaSelect,
  Button,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
  Text,
} from 'react-aria-components';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Select.css';

export type SelectOption = string | { value: string; label: string };

interface SelectBaseProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: readonly SelectOption[];
  placeholder?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
}

export interface SingleSelectProps extends SelectBaseProps {
  multiple?: false;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
}

export interface MultipleSelectProps extends SelectBaseProps {
  /** Several options may be chosen; the list shows at most 4 rows and stays open while choosing. */
  multiple: true;
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
}

export type SelectProps = SingleSelectProps | MultipleSelectProps;

const normalise = (option: SelectOption) => (typeof option === 'string' ? { value: option, label: option } : option);

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" className={styles.chevron} aria-hidden="true" fill="none">
      <path d="M3.5 6l4.5 4.5L12.5 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function Check() {
  return (
    <svg viewBox="0 0 16 16" className={styles.optionCheck} aria-hidden="true" fill="none">
      <path d="M3 8.5l3.2 3L13 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Choose one option, or several with `multiple`, from a list that opens below the field. Keyboard,
 * typeahead and screen-reader behaviour come from React Aria's Select and ListBox.
 */
export const Select = forwardRef<HTMLDivElement, SelectProps>(function Select(props, ref) {
  const { label, hint, error, options, placeholder = 'Select an option', disabled, required, name, id } = props;
  const generatedId = useId();
  const items = options.map(normalise);
  const shared = {
    ref,
    id: id ?? generatedId,
    name,
    placeholder,
    isDisabled: disabled,
    isRequired: required,
    isInvalid: Boolean(error),
    className: fieldStyles.field,
  };
  const content = (
    <>
      <Label className={fieldStyles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={fieldStyles.requiredMark}>
            *
          </span>
        )}
      </Label>
      {hint && (
        <Text slot="description" className={fieldStyles.hint}>
          {hint}
        </Text>
      )}
      <Button className={`${fieldStyles.control} ${styles.trigger}`}>
        {/* Text only: an option's own content (its check mark) does not belong in the field. */}
        <SelectValue className={styles.value}>
          {({ isPlaceholder, selectedText }) => (isPlaceholder ? placeholder : selectedText)}
        </SelectValue>
        <Chevron />
      </Button>
      {error && (
        <Text slot="errorMessage" className={fieldStyles.error}>
          {error}
        </Text>
      )}
      <Popover className={styles.popover} offset={4}>
        <ListBox className={`${styles.listBox} ${props.multiple ? styles.listBoxMultiple : ''}`}>
          {items.map((item) => (
            <ListBoxItem key={item.value} id={item.value} textValue={item.label} className={styles.option}>
              <Check />
              {item.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </>
  );
  if (props.multiple) {
    return (
      <AriaSelect
        {...shared}
        selectionMode="multiple"
        value={props.value as Key[] | undefined}
        defaultValue={props.defaultValue as Key[] | undefined}
        onChange={(keys) => props.onChange?.(keys.map(String))}
      >
        {content}
      </AriaSelect>
    );
  }
  return (
    <AriaSelect
      {...shared}
      value={props.value}
      defaultValue={props.defaultValue}
      onChange={(key) => props.onChange?.(key === null ? null : String(key))}
    >
      {content}
    </AriaSelect>
  );
});
