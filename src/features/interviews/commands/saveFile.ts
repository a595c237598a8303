// Hands a file to the browser's downloads (the .ics, the cached resume). No network.
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: the download starts asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
