import { forwardRef, type ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './FileList.css';

export interface FileListItem {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** A line of context beside the size, e.g. 'PAN card' (the form field) or '25 Nov 2026'. */
  meta?: ReactNode;
}

export interface FileListProps {
  /** Names the list, e.g. 'Uploaded files'. */
  label: string;
  files: readonly FileListItem[];
  /** Formats a size for people (the spec's formatter lives in `@startwise/flows`; the app passes it in). */
  formatSize: (bytes: number) => string;
  /** Offers a Download button per file ('Download <name>' to assistive technology). */
  onDownload?: (file: FileListItem) => void;
  /** The file whose download is on its way (its button shows as loading). */
  downloadingId?: string | null;
  emptyMessage?: string;
}

/**
 * Files a record holds (uploaded documents, delivered certificates), each with its size and an optional
 * download. Downloads that need a token are fetched by the app and saved; the kit only asks for them.
 */
export const FileList = forwardRef<HTMLUListElement, FileListProps>(function FileList(
  { label, files, formatSize, onDownload, downloadingId, emptyMessage = 'No files.' },
  ref,
) {
  if (files.length === 0) return <p className={styles.empty}>{emptyMessage}</p>;
  return (
    <ul ref={ref} className={styles.list} aria-label={label}>
      {files.map((file) => (
        <li key={file.id} className={styles.item}>
          <span className={styles.name}>{file.name}</span>
          <span className={styles.meta}>
            {file.meta ? (
              <>
                {file.meta}
                {' · '}
              </>
            ) : null}
            {formatSize(file.size)}
          </span>
          {onDownload ? (
            <Button
              variant="secondary"
              size="small"
              aria-label={`Download ${file.name}`}
              loading={downloadingId === file.id}
              onClick={() => onDownload(file)}
            >
              Download
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
});
