import { forwardRef, useId } from 'react';
import { useProgressBar } from 'react-aria';
import { Button } from '../Button';
import * as styles from './UploadList.css';

/** Where a file is on its way to the server. `ready`: nothing to show but the file (it goes with the form). */
export const uploadStatuses = ['uploading', 'uploaded', 'failed', 'ready'] as const;
export type UploadStatus = (typeof uploadStatuses)[number];

export interface UploadListItem {
  key: string;
  name: string;
  /** Bytes. */
  size: number;
  status: UploadStatus;
  /** From 0 to 1, while uploading. */
  progress: number;
  /** Why it failed, in words for the customer. */
  error?: string;
}

export interface UploadListProps {
  /** Names the list, e.g. 'PAN card uploads'. */
  label: string;
  uploads: readonly UploadListItem[];
  /** Formats a size for people (the spec's formatter lives in `@startwise/flows`; the app passes it in). */
  formatSize: (bytes: number) => string;
  /** Stops a file on its way, or takes out one that failed or arrived. */
  onCancel: (key: string) => void;
  /** Sends one failed file again. */
  onRetry: (key: string) => void;
}

/**
 * The bar of a file on its way. React Aria's hook rather than react-aria-components' `ProgressBar`: that module is in
 * every page's first load (the kit's Button takes its context), and the component would take its number formatter
 * there too (1.6 KB gzip on every page).
 */
function UploadProgress({ percent, label }: { percent: number; label: string }) {
  const { progressBarProps } = useProgressBar({ value: percent, 'aria-label': label });
  return (
    <div {...progressBarProps} className={styles.track}>
      <div className={styles.fill} style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}

const STATUS_TEXT: Record<UploadStatus, string> = {
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  failed: 'Upload failed',
  ready: 'Ready to send',
};

function UploadRow({
  upload,
  formatSize,
  onCancel,
  onRetry,
}: { upload: UploadListItem } & Pick<UploadListProps, 'formatSize' | 'onCancel' | 'onRetry'>) {
  const errorId = useId();
  const percent = Math.round(Math.min(1, Math.max(0, upload.progress)) * 100);
  return (
    <li className={styles.item}>
      <div className={styles.details}>
        <span className={styles.name}>{upload.name}</span>
        <span className={upload.status === 'uploaded' ? `${styles.meta} ${styles.metaUploaded}` : styles.meta}>
          {formatSize(upload.size)}
          {' · '}
          {/* Announced when the status changes, not at every percent (the bar carries those). */}
          <span role="status">{STATUS_TEXT[upload.status]}</span>
          {upload.status === 'uploading' ? ` ${percent}%` : null}
        </span>
        {upload.status === 'uploading' ? <UploadProgress percent={percent} label={`Uploading ${upload.name}`} /> : null}
        {upload.status === 'failed' && upload.error ? (
          <p id={errorId} className={styles.error}>
            {upload.error}
          </p>
        ) : null}
      </div>
      <div className={styles.actions}>
        {upload.status === 'failed' ? (
          <Button
            size="small"
            aria-label={`Retry ${upload.name}`}
            aria-describedby={upload.error ? errorId : undefined}
            onClick={() => onRetry(upload.key)}
          >
            Retry
          </Button>
        ) : null}
        <Button
          variant="secondary"
          size="small"
          aria-label={`${upload.status === 'uploading' ? 'Cancel' : 'Remove'} ${upload.name}`}
          onClick={() => onCancel(upload.key)}
        >
          {upload.status === 'uploading' ? 'Cancel' : 'Remove'}
        </Button>
      </div>
    </li>
  );
}

/**
 * Files on their way to the server, one row each: name, size, status, a progress bar while it travels, the
 * reason when it failed, and Cancel (Remove once it failed or arrived) and Retry. The app drives the uploads; the
 * kit only shows them and asks.
 */
export const UploadList = forwardRef<HTMLUListElement, UploadListProps>(function UploadList(
  { label, uploads, formatSize, onCancel, onRetry },
  ref,
) {
  if (uploads.length === 0) return null;
  return (
    <ul ref={ref} className={styles.list} aria-label={label}>
      {uploads.map((upload) => (
        <UploadRow key={upload.key} upload={upload} formatSize={formatSize} onCancel={onCancel} onRetry={onRetry} />
      ))}
    </ul>
  );
});
