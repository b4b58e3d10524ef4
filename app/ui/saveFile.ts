/** Hands a file made in the page (an export, a file fetched through the API client) to the browser's downloads under `filename`. */
export function saveFile(file: Blob, filename: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; a later revoke frees the file's memory.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
