// Hands a file made on this device to the browser's downloads (the "Add to calendar" .ics).
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
