export { FileList, type FileListItem, type FileListProps } from './FileList';
