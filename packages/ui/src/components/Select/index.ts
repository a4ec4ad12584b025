export {
  type MultipleSelectProps,
  OTHER_OPTION,
  Select,
  type SelectOption,
  type SelectProps,
  type SingleSelectProps,
} from './Select';
