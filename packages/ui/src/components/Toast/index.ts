export {
  MAX_VISIBLE_TOASTS,
  PAGE_CHANGE_GRACE_MS,
  TOAST_TIMEOUTS,
  type ToastApi,
  ToastProvider,
  type ToastProviderProps,
  useToast,
} from './ToastProvider';
export { type ToastTone, toastTones } from './toast-message';
