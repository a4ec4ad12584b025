export const toastTones = ['positive', 'critical', 'info'] as const;
export type ToastTone = (typeof toastTones)[number];

/** What the queue holds for each toast. */
export interface ToastMessage {
  tone: ToastTone;
  message: string;
}
