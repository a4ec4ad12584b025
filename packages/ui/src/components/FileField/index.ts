export { type ChosenFile, FileField, type FileFieldProps } from './FileField';
