export { ConfirmDialog, type ConfirmDialogProps, type ConfirmTone, confirmTones } from './ConfirmDialog';
