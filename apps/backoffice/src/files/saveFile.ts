/** Saves a downloaded file under `fileName` through a temporary link (the browser's download). */
export function saveFile(blob: Blob, fileName: string) {
  const link = Object.assign(document.createElement('a'), { href: URL.createObjectURL(blob), download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(link.href), 0);
}
