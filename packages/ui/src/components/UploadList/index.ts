export { UploadList, type UploadListItem, type UploadListProps, type UploadStatus, uploadStatuses } from './UploadList';
