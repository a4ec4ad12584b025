export {
  MAX_VISIBLE_TOASTS,
  TOAST_TIMEOUTS,
  type ToastApi,
  ToastProvider,
  type ToastProviderProps,
  useToast,
} from './ToastProvider';
export { type ToastTone, toastTones } from './toast-message';
