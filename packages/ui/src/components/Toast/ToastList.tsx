import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  type UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as ToastRegion,
} from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Toast.css';
import type { ToastMessage } from './toast-message';

/**
 * The visible toasts, top-right (React Aria's toast region: a landmark reachable with F6, each toast announced as
 * an alert, timers paused while hovered or focused). Loaded with the first toast, so pages that never show one
 * never download it.
 */
export default function ToastList({ queue }: { queue: ToastQueue<ToastMessage> }) {
  return (
    <ToastRegion queue={queue} className={styles.region} aria-label="Notifications">
      {({ toast }) => (
        <Toast toast={toast} className={styles.toast({ tone: toast.content.tone })}>
          <ToastContent className={styles.content}>
            {/* The title slot names the toast for assistive technology. */}
            <Text slot="title">{toast.content.message}</Text>
          </ToastContent>
          <Button slot="close" aria-label="Dismiss" className={styles.closeButton}>
            <Icon name="close" />
          </Button>
        </Toast>
      )}
    </ToastRegion>
  );
}
