/**
 * Saves `blob` as a file named `fileName` through a temporary link: the data never leaves the
 * browser again, and no health data is written to browser storage (ARCHITECTURE §9.7).
 */
export function saveBlobAsFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // give the browser a moment to start the download before the URL goes
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
