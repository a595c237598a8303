// Hands a file made in the page to the browser's downloads (an .ics, a cached resume, a CSV): a
// temporary link, no network. One helper for every download the app makes.
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: the download starts asynchronously after click(), and revoking at once can
  // cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
