export { DateField, type DateFieldProps, type DateFieldType, dateFieldTypes } from './DateField';
