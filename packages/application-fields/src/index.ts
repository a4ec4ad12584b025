// @startwise/application-fields: a service's application form fields as the customer sees them (spec section 3).
export { ApplicationField, type ApplicationFieldProps, applicationFieldId } from './ApplicationField';
export { ApplicationFields, type ApplicationFieldsProps } from './ApplicationFields';
export { DropdownField, type DropdownFieldProps } from './DropdownField';
