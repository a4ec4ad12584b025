export { Dialog, type DialogProps } from './Dialog';
export { type DialogSize, dialogSizes } from './Dialog.css';
