export {
  type MultipleSelectProps,
  Select,
  type SelectOption,
  type SelectProps,
  type SingleSelectProps,
} from './Select';
