// Saves text as a CSV file through a temporary link (no network: the file is made in the page).
/** A byte-order mark, so spreadsheet apps read the file as UTF-8 (names with accents, "·"). */
const BOM = '\uFEFF';

export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([BOM, csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has been handled: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
