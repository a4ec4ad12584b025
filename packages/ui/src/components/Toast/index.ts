export {
  MAX_VISIBLE_TOASTS,
  TOAST_TIMEOUTS,
  type ToastApi,
  ToastProvider,
  type ToastProviderProps,
  type ToastTone,
  toastTones,
  useToast,
} from './ToastProvider';
