import { type ReactNode, useId } from 'react';
import { Dialog as AriaDialog, Button, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Icon } from '../Icon';
import * as styles from './Dialog.css';

export interface DialogProps {
  isOpen: boolean;
  /** Called with `false` on Escape, the close button or (when dismissable) a click outside. */
  onOpenChange: (isOpen: boolean) => void;
  /** Visible heading; also the dialog's accessible name. */
  title: string;
  children: ReactNode;
  /** Actions at the bottom, usually `Button`s with the primary one last. */
  footer?: ReactNode;
  size?: styles.DialogSize;
  /** Whether a click outside closes the dialog (on by default). */
  isDismissable?: boolean;
  /** `alertdialog` for confirmations that interrupt the user (use `ConfirmDialog`). */
  role?: 'dialog' | 'alertdialog';
  /** Hides the × button, e.g. when the footer offers the only ways out. */
  hideCloseButton?: boolean;
}

/**
 * A modal dialog built on React Aria's `ModalOverlay`/`Modal`/`Dialog`: focus moves into it and is trapped
 * there, Escape closes it, the page behind is inert, and focus returns to the opener on close.
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  size,
  isDismissable = true,
  role = 'dialog',
  hideCloseButton = false,
}: DialogProps) {
  const bodyId = useId();
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable={isDismissable} className={styles.overlay}>
      <Modal className={styles.modal({ size })}>
        {/* An alert dialog's message is its description, read together with the title when it opens. */}
        <AriaDialog
          role={role}
          className={styles.dialog}
          aria-describedby={role === 'alertdialog' ? bodyId : undefined}
        >
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {hideCloseButton ? null : (
              <Button slot="close" aria-label="Close" className={styles.closeButton}>
                <Icon name="close" />
              </Button>
            )}
          </div>
          <div id={bodyId} className={styles.body}>
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
