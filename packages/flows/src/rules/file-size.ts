const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/**
 * Spec 9: "file sizes in KB, MB or GB (2 decimals above KB)". Read literally: there is no bytes unit, KB is a
 * whole number and MB and GB carry two decimals. A non-empty file below 1 KB shows as '1 KB' rather than '0 KB'.
 *   formatFileSize(300) === '1 KB', formatFileSize(153600) === '150 KB', formatFileSize(5242880) === '5.00 MB'
 */
export function formatFileSize(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(2)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(2)} MB`;
  const kilobytes = Math.round(bytes / KB);
  return `${bytes > 0 ? Math.max(1, kilobytes) : 0} KB`;
}
